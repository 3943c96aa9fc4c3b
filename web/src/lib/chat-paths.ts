/** The chat page's address that starts (or reopens) the customer's conversation about a product or order line. */
export function askSellerPath(subject: { productId: string } | { lineId: string }): string {
  return 'productId' in subject ? `/chat?product=${subject.productId}` : `/chat?line=${subject.lineId}`;
}
