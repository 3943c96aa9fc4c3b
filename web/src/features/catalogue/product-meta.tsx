import { use } from 'react';
import type { ProductDetailQuery } from '../../__generated__/graphql';
import { absoluteUrl, PageMeta, SITE_NAME, SiteOriginContext } from '../../components/ui/page-meta';

type DetailedProduct = NonNullable<ProductDetailQuery['product']>;

type StructuredData = { '@context': string; '@type': string } & Record<string, unknown>;

const DESCRIPTION_LENGTH = 160;

/** The description a search result or a link preview shows: the product's own, on one line, cut at a word. */
export function previewDescription(product: Pick<DetailedProduct, 'name' | 'description'>): string {
  const text = product.description.replace(/\s+/g, ' ').trim();
  if (!text) return `${product.name} at ${SITE_NAME}.`;
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > DESCRIPTION_LENGTH / 2 ? cut.slice(0, lastSpace) : cut}…`;
}

export function productPath(id: string): string {
  return `/product/detail/${id}`;
}

/** schema.org Product with its Offer, and the BreadcrumbList Home › first category › product. */
export function productStructuredData(product: DetailedProduct, origin: string): StructuredData[] {
  const url = absoluteUrl(origin, productPath(product.id));
  const category = product.categories[0];
  const crumbs = [
    { name: 'Home', item: absoluteUrl(origin, '/') },
    ...(category ? [{ name: category.name, item: absoluteUrl(origin, `/product?categoryId=${category.id}`) }] : []),
    { name: product.name, item: url },
  ];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      productID: product.id,
      name: product.name,
      description: product.description,
      url,
      image: product.images.map((image) => absoluteUrl(origin, image)),
      ...(product.brand.name ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
      itemCondition:
        product.condition === 'NEW' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
      offers: {
        '@type': 'Offer',
        url,
        price: product.price,
        priceCurrency: 'IDR',
        availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
      ...reviewData(product),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
    },
  ];
}

/** AggregateRating and the newest reviews, once the product has any (schema.org forbids an empty rating). */
function reviewData(product: DetailedProduct): Record<string, unknown> {
  if (product.rating.count === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: product.rating.average,
      reviewCount: product.rating.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: product.reviews.items.slice(0, 5).map((review) => ({
      '@type': 'Review',
      name: review.title,
      reviewBody: review.body,
      datePublished: review.createdAt.slice(0, 10),
      author: { '@type': 'Person', name: review.reviewerName },
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

/**
 * JSON for a <script> element: '<', '>' and '&' as \u escapes so no text in it (a name containing
 * "</script>" or "<!--") can end the element early; U+2028/U+2029 too, for readers that parse it as JavaScript.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The detail page's title, description, canonical URL, preview tags with the photo, and JSON-LD. */
export function ProductMeta({ product }: { product: DetailedProduct }) {
  const origin = use(SiteOriginContext);
  return (
    <>
      <PageMeta
        title={product.name}
        description={previewDescription(product)}
        path={productPath(product.id)}
        image={product.images[0] ?? product.image}
        type="product"
      />
      {productStructuredData(product, origin).map((data) => (
        <script
          key={data['@type']}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }}
        />
      ))}
    </>
  );
}
