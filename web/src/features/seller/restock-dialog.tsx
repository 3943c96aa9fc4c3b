import { Button, chakra, HStack, Text } from '@chakra-ui/react';
import { DialogShell } from '../../components/ui/dialog-shell';
import { Dialog } from '../../components/ui/themed/dialog';
import { Field } from '../../components/ui/themed/field';
import { WholeNumberInput } from '../../components/ui/whole-number-input';
import { LIMITS } from '@spectrum/shared/constants';
import { useState, type FormEvent } from 'react';

interface RestockDialogProps {
  /** The sold-out product being restocked, or null when the dialog is closed. */
  productName: string | null;
  /** Sends the new stock; resolves to a sentence when the store refused it, else null. */
  onRestock: (stock: number) => Promise<string | null>;
  onClose: () => void;
}

function stockProblem(text: string): string | null {
  const value = text.trim();
  if (!value) return 'New stock is required';
  if (!/^\d+$/.test(value) || Number(value) < 1) return 'New stock must be a whole number of 1 or more';
  if (Number(value) > LIMITS.maxProductStock)
    return `New stock must be at most ${LIMITS.maxProductStock.toLocaleString('en-US')}`;
  return null;
}

/** Asks how many units a sold-out product has again. */
export function RestockDialog({ productName, onRestock, onClose }: RestockDialogProps) {
  const [stock, setStock] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    setStock('');
    setProblem(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = stockProblem(stock);
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      const refusal = await onRestock(Number(stock.trim()));
      if (refusal) setProblem(refusal);
      else close();
    } finally {
      setBusy(false);
    }
  }

  return (
    <DialogShell open={productName !== null} onClose={close} padding="2">
      <chakra.form noValidate onSubmit={(event) => void submit(event)}>
        <Dialog.Body pt="8" pb="6">
          <Dialog.Title fontSize="lg" fontWeight="medium" mb="4">
            Restock {productName}
          </Dialog.Title>
          <Field.Root required invalid={problem !== null}>
            <Field.Label fontSize="sm">New stock</Field.Label>
            <WholeNumberInput name="stock" min={1} value={stock} onChange={setStock} />
            <Field.ErrorText>{problem}</Field.ErrorText>
          </Field.Root>
          <Text fontSize="xs" color="fg.muted" mt="2">
            The product is back in the shop with this many units.
          </Text>
        </Dialog.Body>
        <Dialog.Footer justifyContent="center" pb="6">
          <HStack gap="3">
            <Button type="button" variant="outline" size="sm" minW="24" onClick={close} disabled={busy}>
              Close
            </Button>
            <Button type="submit" size="sm" minW="24" loading={busy}>
              Restock
            </Button>
          </HStack>
        </Dialog.Footer>
      </chakra.form>
    </DialogShell>
  );
}
