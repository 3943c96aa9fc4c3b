import { Input, Textarea } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import { PhoneInput } from './phone-input';
import { LabelledField } from './labelled-field';

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
      <LabelledField label="Receiver name" error={errors.receiverName}>
        <Input
          name="receiver_name"
          autoComplete="name"
          value={values.receiverName}
          onChange={onChange('receiverName')}
        />
      </LabelledField>
      <LabelledField label="Address" error={errors.address}>
        <Textarea
          name="address"
          autoComplete="street-address"
          rows={addressRows}
          minH={addressRows >= 4 ? '28' : undefined}
          value={values.address}
          onChange={onChange('address')}
        />
      </LabelledField>
      <LabelledField label="Phone" error={errors.phone}>
        <PhoneInput name="phone" value={values.phone} onChange={onChange('phone')} />
      </LabelledField>
    </>
  );
}
