import { LIMITS } from '@spectrum/shared/constants';
import { API_MESSAGES } from '@spectrum/shared/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { imageFileProblem } from '../../components/ui/image-file';

/** A photo the product already has on the server, kept by its id. */
export interface KeptPhoto {
  id: string;
  image: string;
  thumbnail: string;
}

/** One slot of the chosen photos, in order: a kept server photo or a new file with a local preview. */
export type ChosenPhoto =
  | { key: string; kind: 'kept'; id: string; name: string; previewUrl: string }
  | { key: string; kind: 'new'; file: File; name: string; previewUrl: string };

export interface PhotoSelection {
  photos: readonly ChosenPhoto[];
  /** Sentences about files that were refused on the last add. */
  refusals: readonly string[];
  /** True while added files are being checked. */
  checking: boolean;
  add: (files: File[]) => Promise<boolean>;
  remove: (key: string) => void;
  /** Moves a photo one place earlier (-1) or later (+1); the first photo is the cover. */
  move: (key: string, step: -1 | 1) => void;
  /** Starts again from `kept` (nothing when adding a product). */
  reset: (kept?: readonly KeptPhoto[]) => void;
}

let photoSequence = 0;

function nextKey(): string {
  photoSequence += 1;
  return `photo-${photoSequence}`;
}

/** The last part of a photo's address, so a kept photo has a name a person can tell apart. */
function nameOf(url: string): string {
  return url.split('/').pop() || url;
}

function keptSlots(kept: readonly KeptPhoto[]): ChosenPhoto[] {
  return kept.map((photo) => ({
    key: `kept-${photo.id}`,
    kind: 'kept',
    id: photo.id,
    name: nameOf(photo.image),
    previewUrl: photo.thumbnail,
  }));
}

function release(photo: ChosenPhoto) {
  if (photo.kind === 'new') URL.revokeObjectURL(photo.previewUrl);
}

/** The product form's photos, 1 to 5: checks added files, removes, reorders and frees the previews. */
export function usePhotoSelection(initial: readonly KeptPhoto[] = []): PhotoSelection {
  const [photos, setPhotos] = useState<ChosenPhoto[]>(() => keptSlots(initial));
  const [refusals, setRefusals] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);

  // Previews of new files are object URLs; give their memory back when the form goes away.
  const photosRef = useRef(photos);
  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);
  useEffect(() => () => photosRef.current.forEach(release), []);

  const add = useCallback(
    async (files: File[]) => {
      setChecking(true);
      const refused: string[] = [];
      const accepted: ChosenPhoto[] = [];
      const room = LIMITS.maxProductPhotos - photos.length;
      for (const file of files) {
        const problem = await imageFileProblem(file);
        if (problem) {
          refused.push(problem);
        } else if (accepted.length < room) {
          accepted.push({ key: nextKey(), kind: 'new', file, name: file.name, previewUrl: URL.createObjectURL(file) });
        } else {
          refused.push(`${file.name}: ${API_MESSAGES.tooManyFiles}`);
        }
      }
      setChecking(false);
      setRefusals(refused);
      if (accepted.length > 0) setPhotos((current) => [...current, ...accepted].slice(0, LIMITS.maxProductPhotos));
      return accepted.length > 0;
    },
    [photos.length],
  );

  const remove = useCallback((key: string) => {
    setPhotos((current) => {
      const removed = current.find((photo) => photo.key === key);
      if (removed) release(removed);
      return current.filter((photo) => photo.key !== key);
    });
    setRefusals([]);
  }, []);

  const move = useCallback((key: string, step: -1 | 1) => {
    setPhotos((current) => {
      const from = current.findIndex((photo) => photo.key === key);
      const to = from + step;
      if (from < 0 || to < 0 || to >= current.length) return current;
      const reordered = [...current];
      const [moved] = reordered.splice(from, 1);
      if (moved) reordered.splice(to, 0, moved);
      return reordered;
    });
  }, []);

  const reset = useCallback((kept: readonly KeptPhoto[] = []) => {
    photosRef.current.forEach(release);
    setPhotos(keptSlots(kept));
    setRefusals([]);
  }, []);

  return { photos, refusals, checking, add, remove, move, reset };
}
