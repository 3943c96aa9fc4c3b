import { Box, Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { LIMITS } from '@spectrum/shared/constants';
import { toInternationalPhone } from '@spectrum/shared/rules/phone';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Notice } from '../../components/ui/notice';
import { DeliveryFields } from '../../components/ui/delivery-fields';
import { Checkbox } from '../../components/ui/themed/checkbox';
import { validateDelivery, type DeliveryDetails, type DeliveryErrors } from '../../lib/delivery-details';
import { toastFailure, toastSuccess } from '../../lib/toasts';
import { useAddressBook, type AddressBookChange, type SavedAddress } from './use-address-book';

const EMPTY: DeliveryDetails = { receiverName: '', address: '', phone: '' };

function announce(change: AddressBookChange): boolean {
  if (change.ok) toastSuccess(change.message);
  else toastFailure(change.message);
  return change.ok;
}

/** The customer's saved addresses on their profile: list, add, delete, make default. */
export function AddressBook() {
  const book = useAddressBook();
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const full = book.addresses.length >= LIMITS.maxSavedAddresses;

  return (
    <Box as="section" aria-labelledby="address-book-heading" mt={{ base: '12', md: '16' }}>
      <Heading as="h2" id="address-book-heading" size="lg" mb="2">
        Address book
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="6">
        Your default address fills in the checkout. You can keep up to {LIMITS.maxSavedAddresses} addresses.
      </Text>
      {book.error ? <Notice tone="error">We could not load your addresses: {book.error}</Notice> : null}
      <Flex direction={{ base: 'column', lg: 'row' }} gap={{ base: '8', lg: '12' }} align="start">
        <Box flex="1" w="full">
          {book.loading ? (
            <Spinner color="neutral.900" aria-label="Loading your addresses" />
          ) : book.addresses.length === 0 && !book.error ? (
            <Text fontSize="sm">No saved addresses yet.</Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="3" aria-label="Saved addresses">
              {book.addresses.map((saved) => (
                <AddressRow
                  key={saved.id}
                  saved={saved}
                  onMakeDefault={() => void book.setDefault(saved.id).then(announce)}
                  onDelete={() => setDeleting(saved)}
                />
              ))}
            </Stack>
          )}
        </Box>
        <AddAddressForm full={full} first={book.addresses.length === 0} add={book.add} />
      </Flex>
      <ConfirmDialog
        open={deleting !== null}
        message={`Delete the address for ${deleting?.receiverName ?? ''}?`}
        confirmLabel="Yes"
        cancelLabel="No"
        onConfirm={async () => {
          if (deleting) announce(await book.remove(deleting.id));
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}

function AddressRow({
  saved,
  onMakeDefault,
  onDelete,
}: {
  saved: SavedAddress;
  onMakeDefault: () => void;
  onDelete: () => void;
}) {
  return (
    <Box as="li" aria-label={saved.receiverName} borderWidth="1px" borderColor="neutral.300" p="4">
      <Flex justify="space-between" gap="3" align="start" wrap="wrap">
        <Box minW="0">
          <Flex gap="2" align="center">
            <Text fontWeight="semibold">{saved.receiverName}</Text>
            {saved.isDefault ? (
              <Text
                as="span"
                fontSize="2xs"
                fontWeight="semibold"
                textTransform="uppercase"
                letterSpacing="wider"
                px="2"
                py="0.5"
                bg="neutral.900"
                color="white"
              >
                Default
              </Text>
            ) : null}
          </Flex>
          <Text fontSize="sm">{saved.phone}</Text>
          <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line">
            {saved.address}
          </Text>
        </Box>
        <Flex gap="2">
          {!saved.isDefault ? (
            <Button size="xs" variant="outline" onClick={onMakeDefault}>
              Make default
            </Button>
          ) : null}
          <Button size="xs" variant="outline" onClick={onDelete} aria-label={`Delete ${saved.receiverName}`}>
            Delete
          </Button>
        </Flex>
      </Flex>
    </Box>
  );
}

function AddAddressForm({
  full,
  first,
  add,
}: {
  full: boolean;
  first: boolean;
  add: ReturnType<typeof useAddressBook>['add'];
}) {
  const [details, setDetails] = useState<DeliveryDetails>(EMPTY);
  const [errors, setErrors] = useState<DeliveryErrors>({});
  const [makeDefault, setMakeDefault] = useState(false);
  const [saving, setSaving] = useState(false);

  const update = (field: keyof DeliveryDetails) => (change: { target: { value: string } }) => {
    setDetails((current) => ({ ...current, [field]: change.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateDelivery(details);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const change = await add({
      receiverName: details.receiverName.trim(),
      address: details.address.trim(),
      phone: toInternationalPhone(details.phone),
      isDefault: makeDefault,
    });
    setSaving(false);
    if (announce(change)) {
      setDetails(EMPTY);
      setMakeDefault(false);
    }
  }

  return (
    <Stack
      as="form"
      aria-label="Add an address"
      onSubmit={(event) => void submit(event)}
      gap="4"
      w={{ base: 'full', lg: '380px' }}
      bg="neutral.100"
      p="6"
    >
      <Heading as="h3" size="md">
        Add an address
      </Heading>
      <DeliveryFields values={details} errors={errors} onChange={update} addressRows={3} />
      {!first ? (
        <Checkbox.Root
          size="sm"
          checked={makeDefault}
          onCheckedChange={(state) => setMakeDefault(state.checked === true)}
        >
          <Checkbox.HiddenInput name="is_default" />
          <Checkbox.Control />
          <Checkbox.Label fontSize="sm" fontWeight="normal">
            Make it my default address
          </Checkbox.Label>
        </Checkbox.Root>
      ) : null}
      {full ? (
        <Text fontSize="sm" color="fg.muted">
          Your address book is full: delete an address to save another.
        </Text>
      ) : null}
      <Button type="submit" loading={saving} disabled={full}>
        Save address
      </Button>
    </Stack>
  );
}
