import { useMutation } from '@apollo/client/react';
import { MESSAGES } from '@spectrum/shared/messages';
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import type { ProfileDetails_ProfileFragment } from '../../__generated__/graphql';
import { errorMessage } from '../../components/ui/error-message';
import { imageFileProblem } from '../../components/ui/image-file';
import { PROFILE_PAGE_QUERY } from './profile-query';
import { toUpdateProfileInput, UPDATE_PROFILE, type EditableProfileField, type ProfileDrafts } from './update-profile';
import { toastFailure, toastSuccess } from '../../lib/toasts';

function savedValue(profile: ProfileDetails_ProfileFragment, field: EditableProfileField): string {
  return profile[field] ?? '';
}

/**
 * The profile's edits in progress: which fields are open and their drafts, a new picture and its
 * problem, and saving them all at once. Opening a field moves focus into it.
 */
export function useProfileEditor(profile: ProfileDetails_ProfileFragment) {
  const [drafts, setDrafts] = useState<ProfileDrafts>({});
  const [focusField, setFocusField] = useState<EditableProfileField | null>(null);
  const [newImage, setNewImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [updateProfile, { loading: saving }] = useMutation(UPDATE_PROFILE);

  const imagePreview = useMemo(() => (newImage ? URL.createObjectURL(newImage) : null), [newImage]);
  useEffect(() => (imagePreview ? () => URL.revokeObjectURL(imagePreview) : undefined), [imagePreview]);

  const controls = useRef<Partial<Record<EditableProfileField, HTMLElement | null>>>({});
  useEffect(() => {
    if (focusField) controls.current[focusField]?.focus();
  }, [focusField]);

  const editing = (field: EditableProfileField) => drafts[field] !== undefined;

  function finishEditing() {
    setDrafts({});
    setFocusField(null);
    setNewImage(null);
    setImageError(null);
  }

  async function save() {
    const input = toUpdateProfileInput(drafts, newImage);
    if (Object.keys(input).length === 0) {
      finishEditing();
      return;
    }
    try {
      const { data } = await updateProfile({
        variables: { input },
        refetchQueries: [PROFILE_PAGE_QUERY],
        awaitRefetchQueries: true,
      });
      const result = data?.updateProfile;
      if (result?.__typename === 'UpdateProfileSuccess') {
        toastSuccess(MESSAGES.profileSaved);
        finishEditing();
      } else if (result) {
        toastFailure(result.message);
      }
    } catch (error) {
      toastFailure(errorMessage(error));
    }
  }

  return {
    editing,
    /** What the field shows: its draft while open, the saved value otherwise. */
    valueOf: (field: EditableProfileField) => (editing(field) ? (drafts[field] ?? '') : savedValue(profile, field)),
    controlRef: (field: EditableProfileField) => (element: HTMLElement | null) => {
      controls.current[field] = element;
    },
    startEditing(field: EditableProfileField) {
      setDrafts((current) => ({ ...current, [field]: savedValue(profile, field) }));
      setFocusField(field);
    },
    updateDraft: (field: EditableProfileField) => (value: string) =>
      setDrafts((current) => ({ ...current, [field]: value })),
    async chooseImage(event: ChangeEvent<HTMLInputElement>) {
      const file = event.target.files?.[0];
      event.target.value = '';
      if (!file) return;
      const problem = await imageFileProblem(file);
      setImageError(problem);
      if (!problem) setNewImage(file);
    },
    newImage,
    imagePreview,
    imageError,
    hasChanges: Object.keys(drafts).length > 0 || newImage !== null,
    saving,
    save,
  };
}
