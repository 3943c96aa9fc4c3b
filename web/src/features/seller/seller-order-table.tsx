import { Button, Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Table } from '../../components/ui/themed/table';
import { API_MESSAGES } from '@spectrum/shared/messages';
import { formatIDR } from '@spectrum/shared/money';
import type { OrderStatus, SellerOrderRow_LineFragment } from '../../__generated__/graphql';
import { DeliveryDetails, PaymentDetails, StatusBadge } from './order-line-parts';
import { moveLabel } from './order-status';
import { wideStackedTable } from './responsive-table';
import { ProductImage } from '../../components/ui/product-image';

interface SellerOrderTableProps {
  lines: readonly SellerOrderRow_LineFragment[];
  /** The line whose move is on its way to the server, if any. */
  movingLineId: string | null;
  onMove: (line: SellerOrderRow_LineFragment, status: OrderStatus) => void;
}

const orderDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

function placedOn(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? '' : orderDate.format(date);
}

function hasNoActions(line: SellerOrderRow_LineFragment): boolean {
  return line.nextStatuses.length === 0 && line.status !== 'WAITING_FOR_PAYMENT';
}

/** An unpaid line offers its first move switched off, and says why: the customer has not paid yet. */
function UnpaidNote({ line }: { line: SellerOrderRow_LineFragment }) {
  const noteId = `unpaid-${line.id}`;
  return (
    <Stack gap="1" align={{ base: 'flex-end', lg: 'flex-start' }} maxW="52">
      <Button
        size="xs"
        variant="outline"
        disabled
        aria-label={`${moveLabel('PROCESSED')}: ${line.productName}, order #${line.orderId}`}
        aria-describedby={noteId}
      >
        {moveLabel('PROCESSED')}
      </Button>
      <Text id={noteId} fontSize="xs" color="fg.muted">
        {API_MESSAGES.orderNotPaid}
      </Text>
    </Stack>
  );
}

export function SellerOrderTable({ lines, movingLineId, onMove }: SellerOrderTableProps) {
  return (
    <Table.Root aria-label="My Order" css={wideStackedTable.root}>
      <Table.Header css={wideStackedTable.header}>
        <Table.Row>
          <Table.ColumnHeader css={wideStackedTable.columnHeader}>Products</Table.ColumnHeader>
          <Table.ColumnHeader css={wideStackedTable.columnHeader} textAlign="end">
            Price
          </Table.ColumnHeader>
          <Table.ColumnHeader css={wideStackedTable.columnHeader} textAlign="end">
            Quantity
          </Table.ColumnHeader>
          <Table.ColumnHeader css={wideStackedTable.columnHeader}>Status Order</Table.ColumnHeader>
          <Table.ColumnHeader css={wideStackedTable.columnHeader} textAlign="end">
            Total
          </Table.ColumnHeader>
          <Table.ColumnHeader css={wideStackedTable.columnHeader}>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body css={wideStackedTable.body}>
        {lines.map((line) => (
          <Table.Row key={line.id} css={wideStackedTable.row}>
            <Table.Cell css={[wideStackedTable.cell, wideStackedTable.leadCell]}>
              <Flex align="flex-start" gap="4" minW="0" textAlign="left">
                <ProductImage thumbnail={line.image} alt="" square={56} />
                <Stack gap="0.5" minW="0">
                  <Text fontWeight="medium" lineClamp="2" wordBreak="break-word">
                    {line.productName}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    Order #{line.orderId}
                    {placedOn(line.createdAt) && ` · ${placedOn(line.createdAt)}`}
                  </Text>
                  <DeliveryDetails line={line} />
                </Stack>
              </Flex>
            </Table.Cell>
            <Table.Cell css={wideStackedTable.cell} data-label="Price" textAlign={{ lg: 'end' }} whiteSpace="nowrap">
              {formatIDR(line.unitPrice)}
            </Table.Cell>
            <Table.Cell css={wideStackedTable.cell} data-label="Quantity" textAlign={{ lg: 'end' }}>
              {line.quantity}
            </Table.Cell>
            <Table.Cell css={wideStackedTable.cell} data-label="Status Order">
              <StatusBadge status={line.status} label={line.statusLabel} />
            </Table.Cell>
            <Table.Cell css={wideStackedTable.cell} data-label="Total" textAlign="end" whiteSpace="nowrap">
              {/* One right-aligned stack, as the other cells' values, on a card as in the table. */}
              <Stack gap="0" align="flex-end">
                <Text fontWeight="semibold">{formatIDR(line.lineTotal)}</Text>
                <PaymentDetails line={line} />
              </Stack>
            </Table.Cell>
            <Table.Cell
              css={[wideStackedTable.cell, hasNoActions(line) ? wideStackedTable.emptyCell : {}]}
              justifyContent="flex-end"
            >
              {line.status === 'WAITING_FOR_PAYMENT' && <UnpaidNote line={line} />}
              {line.nextStatuses.length > 0 && (
                <Flex
                  gap="2"
                  wrap="wrap"
                  justify={{ base: 'flex-end', lg: 'flex-start' }}
                  maxW={{ lg: '36', xl: '60' }}
                >
                  {line.nextStatuses.map((status) => (
                    <Button
                      key={status}
                      size="xs"
                      variant={status === 'ORDER_CANCEL' ? 'ghost' : 'outline'}
                      aria-label={`${moveLabel(status)}: ${line.productName}, order #${line.orderId}`}
                      loading={movingLineId === line.id}
                      disabled={movingLineId !== null && movingLineId !== line.id}
                      onClick={() => onMove(line, status)}
                    >
                      {moveLabel(status)}
                    </Button>
                  ))}
                </Flex>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
