import type { CodegenConfig } from '@graphql-codegen/cli';
import { createHash } from 'node:crypto';

/**
 * One contract, three outputs (`npm run codegen`; CI fails when the committed output differs):
 * the BFF's resolver types, the web's typed documents, and the web cache's possibleTypes.
 */
const serverSchema = 'schema.graphql';
const webSchema = [serverSchema, 'web/src/apollo/local-schema.graphql'];
const fileUpload = "import('graphql-upload/processRequest.mjs').FileUpload";

/** A persisted document's id: the SHA-256 of its text in the manifest, in hex, as Apollo's persisted queries send. */
function apolloQueryHash(operation: string): string {
  return createHash('sha256').update(operation).digest('hex');
}

const config: CodegenConfig = {
  overwrite: true,
  // The web may have no operations yet; that is not an error.
  ignoreNoDocuments: true,
  generates: {
    'server/bff/src/__generated__/resolvers-types.ts': {
      schema: serverSchema,
      plugins: ['typescript', 'typescript-resolvers'],
      hooks: {
        // The enum value types are imported with `import type`; their plain re-export is refused under
        // verbatimModuleSyntax, so it becomes `export type`.
        beforeOneFileWrite: (_path: string, content: string) =>
          content.replace(/^export \{ (\w+) \};$/gm, 'export type { $1 };'),
      },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context#BffContext',
        resolversNonOptionalTypename: { unionMember: true, interfaceImplementingType: true },
        scalars: { Upload: { input: `Promise<${fileUpload}>`, output: 'never' } },
        // GraphQL enum values are the store API's own values at run time (resolvers/enums.ts), so arguments
        // arrive ready to forward and wire values resolve without field resolvers.
        enumValues: {
          Condition: '../mappers#ConditionValue',
          ProductSort: '../mappers#ProductSortValue',
          SellerProductFilter: '../mappers#SellerProductFilterValue',
          Role: '../mappers#RoleValue',
          OrderStatus: '../mappers#OrderStatusValue',
          NotificationKind: '../mappers#NotificationKindValue',
          OrderActor: '../mappers#RoleValue',
          ReviewSort: '../mappers#ReviewSortValue',
          PaymentState: '../mappers#PaymentStateValue',
        },
        // Parents are the REST wire types: field resolvers exist only for renamed or derived fields.
        mappers: {
          Product: '../mappers#ProductRecord',
          ProductPage: '../mappers#ProductPageRecord',
          ProductFacets: '@spectrum/shared#ProductFacets as ProductFacetsData',
          Seller: '../mappers#SellerRecord',
          Category: '../mappers#CategoryRecord',
          Brand: '@spectrum/shared#BrandData',
          SearchSuggestions: '@spectrum/shared#Suggestions',
          Color: '@spectrum/shared#ColorData',
          Payment: '@spectrum/shared#PaymentData',
          Shipment: '@spectrum/shared#ShipmentData',
          Profile: '@spectrum/shared#ProfileData',
          SellerProduct: '@spectrum/shared#SellerProductItem',
          SellerOrderLine: '@spectrum/shared#SellerOrderLine as SellerOrderLineData',
          Order: '@spectrum/shared#OrderData',
          OrderLine: '@spectrum/shared#CustomerOrderLine',
          OrderLineEvent: '@spectrum/shared#LineEvent',
          EditableProduct: '@spectrum/shared#EditableProduct as EditableProductData',
          Notification: '@spectrum/shared#NotificationData',
          NotificationPage: '../mappers#NotificationPageRecord',
          Conversation: '@spectrum/shared#ConversationData',
          ConversationPage: '../mappers#ConversationPageRecord',
          ChatMessage: '@spectrum/shared#ChatMessage as ChatMessageData',
          ChatParty: '@spectrum/shared#ChatParty as ChatPartyData',
          ChatProduct: '../mappers#ChatProductRecord',
          WishlistItem: '@spectrum/shared#WishlistItem as WishlistItemData',
          CartQuote: '@spectrum/shared#QuoteData',
          CartQuoteLine: '@spectrum/shared#QuoteLine',
          Review: '@spectrum/shared#ReviewData',
          ReviewPage: '../mappers#ReviewPageRecord',
          Rating: '@spectrum/shared#RatingSummary',
          MyReview: '@spectrum/shared#MyReviewData',
          CartQuoteSeller: '@spectrum/shared#QuoteSeller',
          ShippingChoice: '@spectrum/shared#ShippingChoice as ShippingChoiceData',
          OrderMoney: '@spectrum/shared#OrderMoney as OrderMoneyData',
          PaymentInstructions: '@spectrum/shared#PaymentInstructions as PaymentInstructionsData',
          OrderShipping: '@spectrum/shared#OrderShipping as OrderShippingData',
          ShippingOffer: '@spectrum/shared#ShippingOfferData',
        },
      },
    },
    'web/src/__generated__/': {
      schema: webSchema,
      documents: ['web/src/**/*.{ts,tsx,graphql}', '!web/src/__generated__/**', '!web/src/apollo/local-schema.graphql'],
      preset: 'client',
      // Every operation also goes to persisted-documents.json (hash → document), which the BFF loads: the web
      // sends a hash instead of the text, queries as cacheable GETs, and a BFF may accept only these documents.
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: apolloQueryHash } },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { Upload: { input: 'File', output: 'never' } },
      },
    },
    'web/src/__generated__/possible-types.ts': {
      schema: webSchema,
      plugins: ['fragment-matcher'],
      config: { apolloClientVersion: 3, useExplicitTyping: true },
    },
  },
};

export default config;
