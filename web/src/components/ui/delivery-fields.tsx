import { Input, Textarea } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import { PhoneInput } from './phone-input';
import { Field } from './themed/field';

type DeliveryField = 'receiverName' | 'address' | 'phone';

interface DeliveryFieldsProps {
  values: Record<DeliveryField, string>;
  errors: Partial<Record<DeliveryField, string>>;
  onChange: (field: DeliveryField) => (change: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  addressRows?: number;
}

/** Receiver name, address and phone (after +62): the checkout's fields and the address book's alike. */
export function DeliveryFields({ values, errors, onChange, addressRows = 4 }: DeliveryFieldsProps) {
  return (
    <>
      <Field.Root invalid={Boolean(errors.receiverName)}>
        <Field.Label fontSize="sm">Receiver name</Field.Label>
        <Input
          name="receiver_name"
          autoComplete="name"
          value={values.receiverName}
          onChange={onChange('receiverName')}
        />
        <Field.ErrorText>{errors.receiverName}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.address)}>
        <Field.Label fontSize="sm">Address</Field.Label>
        <Textarea
          name="address"
          autoComplete="street-address"
          rows={addressRows}
          minH={addressRows >= 4 ? '28' : undefined}
          value={values.address}
          onChange={onChange('address')}
        />
        <Field.ErrorText>{errors.address}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.phone)}>
        <Field.Label fontSize="sm">Phone</Field.Label>
        <PhoneInput name="phone" value={values.phone} onChange={onChange('phone')} />
        <Field.ErrorText>{errors.phone}</Field.ErrorText>
      </Field.Root>
    </>
  );
}
