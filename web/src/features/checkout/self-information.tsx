import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DeliveryFields } from '../../components/ui/delivery-fields';
import { SelectField } from '../../components/ui/select-field';
import { Checkbox } from '../../components/ui/themed/checkbox';
import type { CheckoutDetails, CheckoutErrors } from './checkout-details';
import type { FieldChange } from './use-checkout-details';

interface SelfInformationProps {
  details: CheckoutDetails;
  errors: CheckoutErrors;
  update: FieldChange;
  payments: readonly { id: string; name: string }[];
  /** Shown above the fields, e.g. why the last attempt was refused. */
  notice?: ReactNode;
  /** The customer's address book: a saved address fills the fields, a new one may be saved with the order. */
  addressBook?: AddressChoice;
}

export interface AddressChoice {
  saved: readonly { id: string; receiverName: string; address: string; isDefault: boolean }[];
  /** The saved address in the fields, or '' for a new one. */
  chosenId: string;
  choose: (id: string) => void;
  saveNew: boolean;
  setSaveNew: (save: boolean) => void;
  /** False when the book holds all it may: a new address can still be used, not saved. */
  canSave: boolean;
}

const NEW_ADDRESS = '';

function savedLabel(saved: AddressChoice['saved'][number]): string {
  const place = saved.address.replace(/\s+/g, ' ');
  const short = place.length > 48 ? `${place.slice(0, 47)}…` : place;
  return `${saved.receiverName}, ${short}${saved.isDefault ? ' (default)' : ''}`;
}

/** Who receives the order, where, their phone and how they pay. */
export function SelfInformation({ details, errors, update, payments, notice, addressBook }: SelfInformationProps) {
  return (
    <Stack gap="6">
      <Heading as="h2" size="lg">
        Self Information
      </Heading>
      {notice}
      {addressBook && addressBook.saved.length > 0 ? (
        <SelectField
          label="Saved address"
          name="saved_address"
          value={addressBook.chosenId}
          options={[
            ...addressBook.saved.map((saved) => ({ value: saved.id, label: savedLabel(saved) })),
            { value: NEW_ADDRESS, label: 'A new address' },
          ]}
          onChange={(id) => addressBook.choose(id)}
        />
      ) : null}
      <DeliveryFields values={details} errors={errors} onChange={update} />
      {addressBook && addressBook.chosenId === NEW_ADDRESS && addressBook.canSave ? (
        <Checkbox.Root
          size="sm"
          checked={addressBook.saveNew}
          onCheckedChange={(state) => addressBook.setSaveNew(state.checked === true)}
        >
          <Checkbox.HiddenInput name="save_address" />
          <Checkbox.Control />
          <Checkbox.Label fontSize="sm" fontWeight="normal">
            Save this address
          </Checkbox.Label>
        </Checkbox.Root>
      ) : null}
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
