import { useState, type FormEvent } from 'react';
import type { UploadProgressListener } from '../../apollo/upload-progress-fetch';
import { errorMessage } from '../../components/ui/error-message';
import { toastFailure } from '../../lib/toasts';
import { productDraftProblems, serverFieldErrors, type ProductDraft, type ProductFieldErrors } from './product-draft';
import { photoUploadFractions } from './upload-progress';
import { usePhotoSelection, type KeptPhoto } from './use-photo-selection';

/** A refusal the product mutations answer with; field errors land on their fields. */
export interface ProductRefusal {
  __typename: string;
  message: string;
  fieldErrors?: readonly { field: string; message: string }[];
}

/** What the add and edit forms share: the draft, its problems, the photos and the sending state. */
export function useProductForm(initialDraft: ProductDraft, initialPhotos: readonly KeptPhoto[] = []) {
  const [draft, setDraft] = useState<ProductDraft>(initialDraft);
  const [errors, setErrors] = useState<ProductFieldErrors>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [progress, setProgress] = useState<(number | undefined)[] | null>(null);
  const photos = usePhotoSelection(initialPhotos);

  function set<Key extends keyof ProductDraft>(key: Key, value: ProductDraft[Key]) {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  }

  async function addPhotos(files: File[]) {
    if (await photos.add(files)) setErrors((current) => ({ ...current, photos: undefined }));
  }

  function reset(nextDraft: ProductDraft = initialDraft, keptPhotos: readonly KeptPhoto[] = []) {
    photos.reset(keptPhotos);
    setDraft(nextDraft);
    setErrors({});
    setServerMessage(null);
  }

  /** Checks the form before sending; false (and the first bad field focused) when it may not be sent. */
  function readyToSend(event: FormEvent<HTMLFormElement>): boolean {
    event.preventDefault();
    const formElement = event.currentTarget;
    setServerMessage(null);
    const problems = productDraftProblems(draft, photos.photos.length);
    setErrors(problems);
    if (Object.keys(problems).length === 0) return true;
    requestAnimationFrame(() =>
      formElement.querySelector<HTMLElement>(':is(input, textarea, select)[aria-invalid="true"]')?.focus(),
    );
    return false;
  }

  /** Starts the progress bars of the new photos; kept photos are not sent again and have none. */
  function trackUpload(): UploadProgressListener {
    const slots = photos.photos.map((photo) => (photo.kind === 'new' ? photo.file.size : null));
    const sizes = slots.filter((size): size is number => size !== null);
    const perSlot = (fractions: readonly number[]) => {
      let next = 0;
      return slots.map((size) => (size === null ? undefined : fractions[next++]));
    };
    setProgress(perSlot(sizes.map(() => 0)));
    return (loaded, total) => setProgress(perSlot(photoUploadFractions(loaded, total, sizes)));
  }

  function refuse(result: ProductRefusal) {
    toastFailure(result.message);
    setServerMessage(result.message);
    if (result.fieldErrors) setErrors(serverFieldErrors(result.fieldErrors));
    else if (result.__typename === 'InvalidImageError') setErrors({ photos: result.message });
  }

  /**
   * Sends the form once it passes its checks, with the upload's progress on the new photos; a request that
   * fails is said in a toast and above the buttons.
   */
  async function submit(
    event: FormEvent<HTMLFormElement>,
    send: (onUploadProgress: UploadProgressListener) => Promise<void>,
  ) {
    if (!readyToSend(event)) return;
    const onUploadProgress = trackUpload();
    try {
      await send(onUploadProgress);
    } catch (error) {
      const message = errorMessage(error);
      toastFailure(message);
      setServerMessage(message);
    } finally {
      setProgress(null);
    }
  }

  return {
    draft,
    errors,
    serverMessage,
    progress,
    photos,
    set,
    addPhotos,
    reset,
    submit,
    refuse,
  };
}

export type ProductFormState = ReturnType<typeof useProductForm>;
