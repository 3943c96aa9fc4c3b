import { Box, Grid } from '@chakra-ui/react';
import { LIMITS } from '@spectrum/shared/constants';
import { DetailsSection } from './details-section';
import { ProblemText, Section } from './form-parts';
import { ListingSection, type ProductOptions } from './listing-section';
import { PhotoPicker } from './photo-picker';
import type { ProductFormState } from './use-product-form';

interface ProductFormFieldsProps {
  form: ProductFormState;
  options: ProductOptions;
  sending: boolean;
}

/** Every section of the product form, the same when adding and when editing. */
export function ProductFormFields({ form, options, sending }: ProductFormFieldsProps) {
  const { draft, errors, photos } = form;
  return (
    <>
      <Section
        title="Photos"
        hint={`Up to ${LIMITS.maxProductPhotos} images of at most ${LIMITS.maxUploadBytes / (1024 * 1024)} MB each. The first is the cover.`}
      >
        <PhotoPicker
          photos={photos.photos}
          progress={form.progress}
          disabled={sending}
          invalid={Boolean(errors.photos)}
          describedBy="photos-problem"
          onAdd={(files) => void form.addPhotos(files)}
          onRemove={photos.remove}
          onMove={photos.move}
        />
        <Box id="photos-problem" role="alert" mt="3">
          {errors.photos && <ProblemText>{errors.photos}</ProblemText>}
          {photos.refusals.map((refusal) => (
            <ProblemText key={refusal}>{refusal}</ProblemText>
          ))}
        </Box>
      </Section>

      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={{ base: '10', md: '12' }} alignItems="start">
        <DetailsSection draft={draft} errors={errors} onChange={form.set} />
        <ListingSection options={options} draft={draft} errors={errors} onChange={form.set} />
      </Grid>
    </>
  );
}
