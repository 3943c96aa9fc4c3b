import { Flex, Heading, Input, Stack, Textarea } from '@chakra-ui/react';
import { Field } from '../../components/ui/themed/field';
import { PHONE_PREFIX } from '@spectrum/shared/rules/phone';
import type { ReactNode } from 'react';
import { SelectField } from '../../components/ui/select-field';
import type { CheckoutDetails, CheckoutErrors } from './checkout-details';
import type { FieldChange } from './use-checkout-details';

interface SelfInformationProps {
  details: CheckoutDetails;
  errors: CheckoutErrors;
  update: FieldChange;
  payments: readonly { id: string; name: string }[];
  /** Shown above the fields, e.g. why the last attempt was refused. */
  notice?: ReactNode;
}

/** Who receives the order, where, their phone and how they pay. */
export function SelfInformation({ details, errors, update, payments, notice }: SelfInformationProps) {
  return (
    <Stack gap="6">
      <Heading as="h2" size="lg">
        Self Information
      </Heading>
      {notice}
      <Field.Root invalid={Boolean(errors.receiverName)}>
        <Field.Label fontSize="sm">Receiver name</Field.Label>
        <Input
          name="receiver_name"
          autoComplete="name"
          value={details.receiverName}
          onChange={update('receiverName')}
        />
        <Field.ErrorText>{errors.receiverName}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.address)}>
        <Field.Label fontSize="sm">Address</Field.Label>
        <Textarea
          name="address"
          autoComplete="street-address"
          rows={4}
          minH="28"
          value={details.address}
          onChange={update('address')}
        />
        <Field.ErrorText>{errors.address}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.phone)}>
        <Field.Label fontSize="sm">Phone</Field.Label>
        <Flex w="full">
          <Flex
            align="center"
            px="4"
            bg="neutral.100"
            borderWidth="1px"
            borderRightWidth="0"
            borderColor="neutral.300"
            fontSize="sm"
            fontWeight="medium"
            aria-hidden="true"
          >
            {PHONE_PREFIX}
          </Flex>
          <Input
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="812 3456 7890"
            value={details.phone}
            onChange={update('phone')}
          />
        </Flex>
        <Field.ErrorText>{errors.phone}</Field.ErrorText>
      </Field.Root>
      <SelectField
        label="Payment"
        name="payment_id"
        value={details.paymentId}
        options={payments.map((payment) => ({ value: payment.id, label: payment.name }))}
        onChange={update('paymentId')}
        error={errors.paymentId}
      />
    </Stack>
  );
}
