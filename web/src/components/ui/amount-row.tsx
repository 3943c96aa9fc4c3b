import { Flex, Text } from '@chakra-ui/react';
import { formatIDR } from '@spectrum/shared/money';
import { TAX_RATE_PERCENT } from '@spectrum/shared/rules/tax';

/** The tax line's label wherever an amount is broken down; the amount itself always comes from the server. */
export const TAX_LABEL = `Tax (${TAX_RATE_PERCENT}%)`;

interface AmountRowProps {
  label: string;
  amount: number;
  strong?: boolean;
  muted?: boolean;
}

/** One labelled amount of a breakdown (Sub Total, Tax, Total). */
export function AmountRow({ label, amount, strong = false, muted = false }: AmountRowProps) {
  return (
    <Flex as="dl" justify="space-between" align="baseline" gap="4" color={muted ? 'fg.muted' : undefined}>
      <Text as="dt" fontSize={strong ? 'md' : 'sm'} fontWeight={strong ? 'semibold' : 'normal'}>
        {label}
      </Text>
      <Text as="dd" fontSize={strong ? 'lg' : 'sm'} fontWeight={strong ? 'bold' : 'medium'}>
        {formatIDR(amount)}
      </Text>
    </Flex>
  );
}
