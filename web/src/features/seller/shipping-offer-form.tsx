import { useMutation } from '@apollo/client/react';
import { Box, Button, chakra, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { LIMITS } from '@spectrum/shared/constants';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { ShippingOfferFieldsFragment } from '../../__generated__/graphql';
import { errorMessage } from '../../components/ui/error-message';
import { Checkbox } from '../../components/ui/themed/checkbox';
import { Field } from '../../components/ui/themed/field';
import { toastFailure, toastSuccess } from '../../lib/toasts';
import { SAVE_SHIPPING_OFFER } from './shipping-offer-documents';
import {
  draftFromOffer,
  offerInputOf,
  serverShippingErrors,
  shippingDraftProblems,
  type ShippingDraft,
  type ShippingFieldErrors,
} from './shipping-draft';

type Toggle = 'flatRateOn' | 'freeShippingOn' | 'pickupOn';

const AMOUNT_CHOICES: readonly {
  title: string;
  hint: string;
  label: string;
  toggle: Toggle;
  field: 'flatRateFee' | 'freeShippingMinimum';
}[] = [
  {
    title: 'Flat Rate',
    hint: 'One fee for your part of each order, whatever it holds.',
    label: 'Fee per order (Rp)',
    toggle: 'flatRateOn',
    field: 'flatRateFee',
  },
  {
    title: 'Free shipping',
    hint: 'Free when your part of the order reaches this subtotal; 0 makes it free for every order.',
    label: 'Minimum subtotal (Rp)',
    toggle: 'freeShippingOn',
    field: 'freeShippingMinimum',
  },
];

interface ChoiceProps {
  title: string;
  hint: string;
  on: boolean;
  onToggle: (on: boolean) => void;
  children: ReactNode;
}

/** One shipping choice: a box that turns it on or off, and what it needs while on. */
function Choice({ title, hint, on, onToggle, children }: ChoiceProps) {
  return (
    <Box as="section" aria-label={title} layerStyle="framed" p={{ base: '4', md: '6' }}>
      <Checkbox.Root size="sm" checked={on} onCheckedChange={(details) => onToggle(details.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label fontSize="md" fontWeight="semibold">
          Offer {title}
        </Checkbox.Label>
      </Checkbox.Root>
      <Text fontSize="sm" color="fg.muted" mt="1" mb="4">
        {hint}
      </Text>
      {children}
    </Box>
  );
}

interface AmountFieldProps {
  label: string;
  name: string;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
}

function AmountField({ label, name, value, error, disabled, onChange }: AmountFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled} maxW={{ sm: '280px' }}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <Input name={name} inputMode="numeric" value={value} onChange={(event) => onChange(event.target.value)} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * The seller's three shipping choices. The form says what the store would refuse before sending, in the store's
 * words; what the store refuses anyway lands on its field, and nothing is saved.
 */
export function ShippingOfferForm({ offer }: { offer: ShippingOfferFieldsFragment }) {
  const [draft, setDraft] = useState<ShippingDraft>(() => draftFromOffer(offer));
  const [errors, setErrors] = useState<ShippingFieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saveOffer, { loading: saving }] = useMutation(SAVE_SHIPPING_OFFER);

  function set<Key extends keyof ShippingDraft>(key: Key, value: ShippingDraft[Key]) {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors({});
    setRefusal(null);
  }

  function toggle(key: Toggle) {
    return (on: boolean) => set(key, on);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    setRefusal(null);
    const problems = shippingDraftProblems(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      requestAnimationFrame(() => formElement.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus());
      return;
    }
    try {
      const { data } = await saveOffer({ variables: { input: offerInputOf(draft) } });
      const result = data?.saveShippingOffer;
      if (result?.__typename === 'SaveShippingOfferSuccess') {
        setDraft(draftFromOffer(result.offer));
        toastSuccess(result.message);
      } else if (result?.__typename === 'InputValidationError') {
        setErrors(serverShippingErrors(result.fieldErrors));
        setRefusal(result.message);
      }
    } catch (failure) {
      const message = errorMessage(failure);
      setRefusal(message);
      toastFailure(message);
    }
  }

  return (
    <chakra.form aria-label="Shipping" noValidate onSubmit={(event) => void submit(event)} maxW="2xl">
      <Stack gap="6">
        <Text color="fg.muted">
          Choose how your customers can receive their orders. Each choice you turn off cannot be picked at checkout for
          your products.
        </Text>
        {AMOUNT_CHOICES.map((amount) => (
          <Choice
            key={amount.field}
            title={amount.title}
            hint={amount.hint}
            on={draft[amount.toggle]}
            onToggle={toggle(amount.toggle)}
          >
            <AmountField
              label={amount.label}
              name={amount.field}
              value={draft[amount.field]}
              error={errors[amount.field]}
              disabled={!draft[amount.toggle]}
              onChange={(value) => set(amount.field, value)}
            />
          </Choice>
        ))}
        <Choice
          title="Local Pick Up"
          hint="Customers collect their order from you, at no cost."
          on={draft.pickupOn}
          onToggle={toggle('pickupOn')}
        >
          <Field.Root invalid={Boolean(errors.pickupAddress)} disabled={!draft.pickupOn}>
            <Field.Label fontSize="sm">Pickup address</Field.Label>
            <Input
              name="pickupAddress"
              value={draft.pickupAddress}
              maxLength={LIMITS.addressMaxLength}
              onChange={(event) => set('pickupAddress', event.target.value)}
            />
            <Field.ErrorText>{errors.pickupAddress}</Field.ErrorText>
          </Field.Root>
        </Choice>
        {refusal && (
          <Text role="alert" fontSize="sm" color="fg.error">
            {refusal}
          </Text>
        )}
        <Flex>
          <Button type="submit" size="lg" loading={saving} loadingText="Saving">
            Save shipping
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}
