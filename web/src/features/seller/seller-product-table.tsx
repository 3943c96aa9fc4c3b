import { Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import { Table } from '../../components/ui/themed/table';
import { formatIDR } from '@spectrum/shared/money';
import type { SellerProductRow_ProductFragment } from '../../__generated__/graphql';
import { ProductImage } from '../../components/ui/product-image';
import { stackedTable } from './responsive-table';
import { ProductRowActions, type ProductRowActionHandlers } from './product-row-actions';
import { stockStatus } from './stock-status';

interface SellerProductTableProps extends ProductRowActionHandlers {
  products: readonly SellerProductRow_ProductFragment[];
}

export function SellerProductTable({ products, ...actions }: SellerProductTableProps) {
  return (
    <Table.Root aria-label="Product List" css={stackedTable.root} size="md">
      <Table.Header css={stackedTable.header}>
        <Table.Row>
          <Table.ColumnHeader css={stackedTable.columnHeader}>Product</Table.ColumnHeader>
          <Table.ColumnHeader css={stackedTable.columnHeader}>Stock Status</Table.ColumnHeader>
          <Table.ColumnHeader css={stackedTable.columnHeader} textAlign="end">
            Price (Rp)
          </Table.ColumnHeader>
          <Table.ColumnHeader css={stackedTable.columnHeader} textAlign="end">
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body css={stackedTable.body}>
        {products.map((product) => (
          <Table.Row key={product.id} css={stackedTable.row}>
            <Table.Cell css={[stackedTable.cell, stackedTable.leadCell]}>
              <Flex align="center" gap="4" minW="0" textAlign="left">
                <ProductImage thumbnail={product.image} alt="" square={56} />
                <Text fontWeight="medium" lineClamp="2" wordBreak="break-word">
                  {product.name}
                </Text>
              </Flex>
            </Table.Cell>
            <Table.Cell css={stackedTable.cell} data-label="Stock Status">
              <Text as="span" fontSize="sm" color={product.archived || product.stock <= 0 ? 'fg.muted' : 'neutral.900'}>
                {stockStatus(product)}
              </Text>
            </Table.Cell>
            <Table.Cell css={stackedTable.cell} data-label="Price (Rp)" textAlign={{ md: 'end' }}>
              <Text as="span" fontWeight="semibold" whiteSpace="nowrap">
                {formatIDR(product.price)}
              </Text>
            </Table.Cell>
            <Table.Cell css={stackedTable.cell} textAlign="end" justifyContent="flex-end">
              <ProductRowActions product={product} {...actions} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
