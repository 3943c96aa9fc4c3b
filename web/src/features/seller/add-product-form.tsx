import { useMutation } from '@apollo/client/react';
import {
  Box,
  Button,
  chakra,
  Checkbox,
  Field,
  Flex,
  Grid,
  Heading,
  Input,
  NativeSelect,
  RadioGroup,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
} from '@chakra-ui/react';
import { LIMITS } from '@spectrum/shared/constants';
import { API_MESSAGES, MESSAGES } from '@spectrum/shared/messages';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import type { Condition, SellingProductOptionsQuery } from '../../__generated__/graphql';
import { imageFileProblem } from '../../components/ui/image-file';
import { errorMessage } from '../../components/ui/error-message';
import type { UploadProgressListener } from '../../apollo/upload-progress-fetch';
import { evictCatalogueLists } from './catalogue-cache';
import { CREATE_PRODUCT } from './create-product';
import { PhotoPicker, type ChosenPhoto } from './photo-picker';
import {
  EMPTY_PRODUCT_DRAFT,
  productDraftProblems,
  serverFieldErrors,
  toCreateProductInput,
  type ProductDraft,
  type ProductFieldErrors,
} from './product-draft';
import { photoUploadFractions } from './upload-progress';

const CONDITIONS: readonly { value: Condition; label: string }[] = [
  { value: 'NEW', label: 'New' },
  { value: 'SECOND', label: 'Second' },
];

type AddProductFormProps = Pick<SellingProductOptionsQuery, 'categories' | 'brands' | 'colors'>;

let photoSequence = 0;

export function AddProductForm({ categories, brands, colors }: AddProductFormProps) {
  const [draft, setDraft] = useState<ProductDraft>(EMPTY_PRODUCT_DRAFT);
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [photoRefusals, setPhotoRefusals] = useState<string[]>([]);
  const [errors, setErrors] = useState<ProductFieldErrors>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [progress, setProgress] = useState<number[] | null>(null);
  const [checkingPhotos, setCheckingPhotos] = useState(false);
  const [createProduct, { loading: sending }] = useMutation(CREATE_PRODUCT);
  const formRef = useRef<HTMLFormElement>(null);

  // Previews are object URLs; give their memory back when the form goes away.
  const photosRef = useRef(photos);
  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);
  useEffect(() => () => photosRef.current.forEach((photo) => URL.revokeObjectURL(photo.previewUrl)), []);

  function set<Key extends keyof ProductDraft>(key: Key, value: ProductDraft[Key]) {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  }

  async function addPhotos(files: File[]) {
    setCheckingPhotos(true);
    const refusals: string[] = [];
    const accepted: ChosenPhoto[] = [];
    const room = LIMITS.maxProductPhotos - photos.length;
    for (const file of files) {
      const problem = await imageFileProblem(file);
      if (problem) {
        refusals.push(problem);
      } else if (accepted.length < room) {
        photoSequence += 1;
        accepted.push({ key: `photo-${photoSequence}`, file, previewUrl: URL.createObjectURL(file) });
      } else {
        refusals.push(`${file.name}: ${API_MESSAGES.tooManyFiles}`);
      }
    }
    setCheckingPhotos(false);
    setPhotoRefusals(refusals);
    if (accepted.length > 0) {
      setPhotos((current) => [...current, ...accepted].slice(0, LIMITS.maxProductPhotos));
      setErrors((current) => ({ ...current, photos: undefined }));
    }
  }

  function removePhoto(key: string) {
    setPhotos((current) => {
      const removed = current.find((photo) => photo.key === key);
      if (removed) URL.revokeObjectURL(removed.previewUrl);
      return current.filter((photo) => photo.key !== key);
    });
    setPhotoRefusals([]);
  }

  function reset() {
    photos.forEach((photo) => URL.revokeObjectURL(photo.previewUrl));
    setPhotos([]);
    setDraft(EMPTY_PRODUCT_DRAFT);
    setErrors({});
    setPhotoRefusals([]);
    setServerMessage(null);
  }

  function focusFirstProblem() {
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>(':is(input, textarea, select)[aria-invalid="true"]')?.focus(),
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerMessage(null);
    const problems = productDraftProblems(draft, photos.length);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirstProblem();
      return;
    }

    const sizes = photos.map((photo) => photo.file.size);
    const onUploadProgress: UploadProgressListener = (loaded, total) =>
      setProgress(photoUploadFractions(loaded, total, sizes));
    setProgress(sizes.map(() => 0));
    try {
      const { data } = await createProduct({
        variables: {
          input: toCreateProductInput(
            draft,
            photos.map((photo) => photo.file),
          ),
        },
        context: { fetchOptions: { onUploadProgress } },
        update: (cache, { data: answer }) => {
          if (answer?.createProduct.__typename === 'CreateProductSuccess')
            evictCatalogueLists(cache, draft.categoryIds);
        },
      });
      const result = data?.createProduct;
      if (result?.__typename === 'CreateProductSuccess') {
        toast.success(MESSAGES.productAdded);
        reset();
      } else if (result) {
        toast.error(result.message);
        setServerMessage(result.message);
        if (result.__typename === 'InputValidationError') setErrors(serverFieldErrors(result.fieldErrors));
        if (result.__typename === 'InvalidImageError') setErrors({ photos: result.message });
      }
    } catch (error) {
      const message = errorMessage(error);
      toast.error(message);
      setServerMessage(message);
    } finally {
      setProgress(null);
    }
  }

  const busy = sending || checkingPhotos;

  return (
    <chakra.form
      ref={formRef}
      aria-label="Add product"
      display="flex"
      flexDirection="column"
      gap="10"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <Section
        title="Photos"
        hint={`Up to ${LIMITS.maxProductPhotos} images of at most 5 MB each. The first is the cover.`}
      >
        <PhotoPicker
          photos={photos}
          progress={progress}
          disabled={sending}
          invalid={Boolean(errors.photos)}
          describedBy="photos-problem"
          onAdd={(files) => void addPhotos(files)}
          onRemove={removePhoto}
        />
        <Box id="photos-problem" role="alert" mt="3">
          {errors.photos && <ProblemText>{errors.photos}</ProblemText>}
          {photoRefusals.map((refusal) => (
            <ProblemText key={refusal}>{refusal}</ProblemText>
          ))}
        </Box>
      </Section>

      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={{ base: '10', md: '12' }} alignItems="start">
        <Section title="Details">
          <Stack gap="5">
            <Field.Root required invalid={Boolean(errors.name)}>
              <Field.Label fontSize="sm">
                Name <Field.RequiredIndicator />
              </Field.Label>
              <Input
                name="product_name"
                value={draft.name}
                maxLength={120}
                onChange={(event) => set('name', event.target.value)}
              />
              <Field.ErrorText>{errors.name}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={Boolean(errors.description)}>
              <Field.Label fontSize="sm">
                Description <Field.RequiredIndicator />
              </Field.Label>
              <Textarea
                name="description"
                rows={5}
                value={draft.description}
                onChange={(event) => set('description', event.target.value)}
              />
              <Field.ErrorText>{errors.description}</Field.ErrorText>
            </Field.Root>
            <Grid templateColumns="1fr 1fr" gap="4">
              <Field.Root required invalid={Boolean(errors.price)}>
                <Field.Label fontSize="sm">
                  Unit Price (Rp) <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  name="price"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  value={draft.price}
                  onChange={(event) => set('price', event.target.value)}
                />
                <Field.ErrorText>{errors.price}</Field.ErrorText>
              </Field.Root>
              <Field.Root required invalid={Boolean(errors.stock)}>
                <Field.Label fontSize="sm">
                  Unit Stock <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  name="stock"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  value={draft.stock}
                  onChange={(event) => set('stock', event.target.value)}
                />
                <Field.ErrorText>{errors.stock}</Field.ErrorText>
              </Field.Root>
            </Grid>
            <Field.Root invalid={Boolean(errors.condition)}>
              <Field.Label fontSize="sm" id="condition-label">
                Condition
              </Field.Label>
              <RadioGroup.Root
                name="conditions"
                aria-labelledby="condition-label"
                value={draft.condition}
                onValueChange={(details) => set('condition', (details.value as Condition | null) ?? '')}
                size="sm"
              >
                <Flex gap="6">
                  {CONDITIONS.map((condition) => (
                    <RadioGroup.Item key={condition.value} value={condition.value} cursor="pointer">
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText fontSize="sm">{condition.label}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </Flex>
              </RadioGroup.Root>
              <Field.ErrorText>{errors.condition}</Field.ErrorText>
            </Field.Root>
          </Stack>
        </Section>

        <Section title="Listing">
          <Stack gap="6">
            <Box as="fieldset" aria-invalid={errors.categoryIds ? true : undefined}>
              <Text as="legend" fontSize="sm" fontWeight="medium" mb="3">
                Categories <RequiredMark />
              </Text>
              <Grid templateColumns={{ base: '1fr 1fr', lg: '1fr 1fr 1fr' }} gap="3">
                {categories.map((category) => (
                  <Checkbox.Root
                    key={category.id}
                    size="sm"
                    value={category.id}
                    checked={draft.categoryIds.includes(category.id)}
                    onCheckedChange={(details) =>
                      set(
                        'categoryIds',
                        details.checked === true
                          ? [...draft.categoryIds, category.id]
                          : draft.categoryIds.filter((id) => id !== category.id),
                      )
                    }
                  >
                    <Checkbox.HiddenInput name="categories" />
                    <Checkbox.Control />
                    <Checkbox.Label fontSize="sm" fontWeight="normal">
                      {category.name}
                    </Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Grid>
              {errors.categoryIds && <ProblemText mt="2">{errors.categoryIds}</ProblemText>}
            </Box>

            <Field.Root required invalid={Boolean(errors.brandId)}>
              <Field.Label fontSize="sm">
                Brand <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  name="brand_id"
                  value={draft.brandId}
                  onChange={(event) => set('brandId', event.target.value)}
                >
                  <option value="">Select a brand</option>
                  {brands.map((brand) => (
                    <option key={brand.id} value={brand.id}>
                      {brand.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errors.brandId}</Field.ErrorText>
            </Field.Root>

            <Box as="fieldset" aria-invalid={errors.colorId ? true : undefined}>
              <Text as="legend" fontSize="sm" fontWeight="medium" mb="3">
                Colour <RequiredMark />
              </Text>
              <Flex wrap="wrap" gap="3">
                {colors.map((color) => (
                  <ColourSwatch
                    key={color.id}
                    id={color.id}
                    name={color.name}
                    hex={color.hex}
                    checked={draft.colorId === color.id}
                    onChoose={() => set('colorId', color.id)}
                  />
                ))}
              </Flex>
              <Text fontSize="sm" color="fg.muted" mt="2" aria-live="polite">
                {colors.find((color) => color.id === draft.colorId)?.name ?? 'No colour chosen'}
              </Text>
              {errors.colorId && <ProblemText>{errors.colorId}</ProblemText>}
            </Box>
          </Stack>
        </Section>
      </Grid>

      <Stack gap="3" borderTopWidth="1px" borderColor="border" pt="6">
        {serverMessage && (
          <Text role="alert" fontSize="sm" color="fg.error">
            {serverMessage}
          </Text>
        )}
        <Flex gap="3" wrap="wrap">
          <Button type="submit" size="lg" loading={sending} loadingText="Uploading…" disabled={busy}>
            Add Product
          </Button>
          <Button type="button" variant="ghost" size="lg" disabled={sending} onClick={reset}>
            Clear
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" size="sm" mb={hint ? '1' : '4'} letterSpacing="0.04em">
        {title}
      </Heading>
      {hint && (
        <Text fontSize="sm" color="fg.muted" mb="4">
          {hint}
        </Text>
      )}
      {children}
    </Box>
  );
}

/** The same mark Field.RequiredIndicator draws, for the groups that are fieldsets rather than fields. */
function RequiredMark() {
  return (
    <Text as="span" color="fg.error" aria-hidden="true">
      *
    </Text>
  );
}

function ProblemText({ children, mt }: { children: ReactNode; mt?: string }) {
  return (
    <Text fontSize="sm" color="fg.error" mt={mt}>
      {children}
    </Text>
  );
}

interface ColourSwatchProps {
  id: string;
  name: string;
  hex: string;
  checked: boolean;
  onChoose: () => void;
}

/** A colour dot that behaves as a radio button named after the colour. */
function ColourSwatch({ id, name, hex, checked, onChoose }: ColourSwatchProps) {
  return (
    <Box
      as="label"
      title={name}
      cursor="pointer"
      css={{
        '& input:focus-visible + span': { outline: '2px solid', outlineColor: 'neutral.900', outlineOffset: '3px' },
      }}
    >
      <VisuallyHidden asChild>
        <input type="radio" name="color_id" value={id} checked={checked} onChange={onChoose} aria-label={name} />
      </VisuallyHidden>
      <Box
        as="span"
        display="block"
        w="9"
        h="9"
        borderRadius="full"
        bg={hex}
        borderWidth="3px"
        borderColor="white"
        boxShadow={checked ? '0 0 0 2px {colors.neutral.900}' : '0 0 0 1px {colors.neutral.300}'}
        transition="box-shadow 0.15s"
      />
    </Box>
  );
}
