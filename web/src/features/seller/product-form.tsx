import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import type { ProductOptions } from './listing-section';
import { ProductFormFields } from './product-form-fields';
import type { ProductFormState } from './use-product-form';

interface ProductFormProps {
  /** The form's accessible name. */
  label: string;
  form: ProductFormState;
  options: ProductOptions;
  sending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Shown above the fields (what was just listed). */
  lead?: ReactNode;
  /** Shown above the buttons, before the server's refusal (a conflict to resolve). */
  notice?: ReactNode;
  submitLabel: string;
  /** The submit button's label while sending. */
  sendingLabel: string;
  /** Keeps the submit button off while something else is under way (a reload). */
  busy?: boolean;
  /** The button beside the submit button. */
  secondary: ReactNode;
}

/** The add and edit forms' frame: the product's sections, the server's refusal and the buttons. */
export function ProductForm({
  label,
  form,
  options,
  sending,
  onSubmit,
  lead,
  notice,
  submitLabel,
  sendingLabel,
  busy = false,
  secondary,
}: ProductFormProps) {
  return (
    <chakra.form aria-label={label} display="flex" flexDirection="column" gap="10" noValidate onSubmit={onSubmit}>
      {lead}
      <ProductFormFields form={form} options={options} sending={sending} />
      <Stack gap="3" borderTopWidth="1px" borderColor="border" pt="6">
        {notice}
        {form.serverMessage && (
          <Text role="alert" fontSize="sm" color="fg.error">
            {form.serverMessage}
          </Text>
        )}
        <Flex gap="3" wrap="wrap">
          <Button
            type="submit"
            size="lg"
            loading={sending}
            loadingText={sendingLabel}
            disabled={sending || form.photos.checking || busy}
          >
            {submitLabel}
          </Button>
          {secondary}
        </Flex>
      </Stack>
    </chakra.form>
  );
}
