import { useMutation } from '@apollo/client/react';
import { Box, Button, chakra, Flex, Grid, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { LabelledField } from '../components/ui/labelled-field';
import { MESSAGES } from '@spectrum/shared/messages';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { STORE_CONTACT } from '../lib/store-contact';
import { ClockIcon, MailIcon, PhoneIcon } from '../components/ui/icons';
import { PageBanner } from '../components/ui/page-banner';
import { PageContainer } from '../components/ui/page-container';
import { errorMessage } from '../components/ui/error-message';
import { PageMeta } from '../components/ui/page-meta';
import type { ContactMessageInput } from '../__generated__/graphql';
import { SEND_CONTACT_MESSAGE } from '../features/contact/send-contact-message';
import { toastFailure, toastSuccess } from '../lib/toasts';
import { useHydrated } from '../lib/use-hydrated';

interface ContactForm {
  name: string;
  email: string;
  website: string;
  businessPlan: string;
  message: string;
}

const EMPTY_FORM: ContactForm = { name: '', email: '', website: '', businessPlan: '', message: '' };

/** The form's fields by their `name` in the page. */
const FIELD_NAMES: Record<keyof ContactForm, string> = {
  name: 'name',
  email: 'email',
  website: 'website',
  businessPlan: 'business_plan',
  message: 'message',
};

/** What the boxes of a server-rendered form already hold: a person may type before the page hydrates. */
function typedBeforeHydration(element: HTMLFormElement): ContactForm {
  const values = new FormData(element);
  const read = (field: keyof ContactForm) => {
    const value = values.get(FIELD_NAMES[field]);
    return typeof value === 'string' ? value : '';
  };
  return {
    name: read('name'),
    email: read('email'),
    website: read('website'),
    businessPlan: read('businessPlan'),
    message: read('message'),
  };
}

/** Website and business plan are optional: an empty box is sent as "not given". */
export function toContactInput(form: ContactForm): ContactMessageInput {
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    website: form.website.trim() || null,
    businessPlan: form.businessPlan.trim() || null,
    message: form.message.trim(),
  };
}

export default function ContactPage() {
  const [form, setForm] = useState<ContactForm>(EMPTY_FORM);
  const [sendContactMessage, { loading }] = useMutation(SEND_CONTACT_MESSAGE);
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);

  // Hydration keeps what was typed in the boxes but not in the state; take it in, or the first keystroke
  // after hydration would wipe it and the message would be sent without it.
  useEffect(() => {
    if (formRef.current) setForm(typedBeforeHydration(formRef.current));
  }, []);

  const update = (field: keyof ContactForm) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const { data } = await sendContactMessage({ variables: { input: toContactInput(form) } });
      const result = data?.sendContactMessage;
      if (result?.__typename === 'ContactMessageSent') {
        toastSuccess(MESSAGES.contactSent);
        setForm(EMPTY_FORM);
      } else if (result) {
        toastFailure(result.message);
      }
    } catch (error) {
      toastFailure(errorMessage(error));
    }
  }

  return (
    <>
      <PageMeta
        title="Contact Us"
        description="Contact Spectrum: send a message about your order, a partnership or anything else."
      />
      <PageBanner title="Contact Us" />
      <PageContainer py={{ base: '12', md: '20' }}>
        <Grid templateColumns={{ base: '1fr', lg: '360px 1fr' }} gap={{ base: '12', lg: '20' }}>
          <Stack gap="8">
            <Stack gap="4">
              <Heading as="h2" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="light" lineHeight="1.2">
                We would love to hear from you
              </Heading>
              <Text color="fg.muted" lineHeight="tall">
                Questions about a piece, an order or selling with us? Send a message and our team will reply within one
                working day.
              </Text>
            </Stack>
            <Stack as="ul" listStyleType="none" gap="5">
              <ContactItem icon={<MailIcon />} label="Email">
                <a href={`mailto:${STORE_CONTACT.email}`}>{STORE_CONTACT.email}</a>
              </ContactItem>
              <ContactItem icon={<PhoneIcon />} label="Phone">
                <a href={`tel:${STORE_CONTACT.phone.replace(/\s/g, '')}`}>{STORE_CONTACT.phone}</a>
              </ContactItem>
              <ContactItem icon={<ClockIcon />} label="Opening hours">
                {STORE_CONTACT.hours}
              </ContactItem>
            </Stack>
          </Stack>

          <chakra.form
            ref={formRef}
            aria-label="Contact form"
            display="flex"
            flexDirection="column"
            gap="5"
            onSubmit={(event) => void submit(event)}
          >
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
              <LabelledField label="Name">
                <Input name={FIELD_NAMES.name} autoComplete="name" value={form.name} onChange={update('name')} />
              </LabelledField>
              <LabelledField label="Email">
                <Input
                  name={FIELD_NAMES.email}
                  type="email"
                  autoComplete="email"
                  value={form.email}
                  onChange={update('email')}
                />
              </LabelledField>
              <LabelledField label="Website">
                <Input
                  name={FIELD_NAMES.website}
                  autoComplete="url"
                  value={form.website}
                  onChange={update('website')}
                />
              </LabelledField>
              <LabelledField label="Business plan">
                <Input name={FIELD_NAMES.businessPlan} value={form.businessPlan} onChange={update('businessPlan')} />
              </LabelledField>
            </Grid>
            <LabelledField label="Message">
              <Textarea name={FIELD_NAMES.message} rows={7} value={form.message} onChange={update('message')} />
            </LabelledField>
            <Button type="submit" alignSelf="flex-start" size="lg" loading={loading} disabled={!hydrated}>
              Send Message
            </Button>
          </chakra.form>
        </Grid>
      </PageContainer>
    </>
  );
}

function ContactItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Flex as="li" gap="4" align="flex-start">
      <Flex w="11" h="11" bg="neutral.100" align="center" justify="center" flexShrink="0">
        {icon}
      </Flex>
      <Box>
        <Text fontSize="xs" letterSpacing="0.14em" textTransform="uppercase" color="fg.muted">
          {label}
        </Text>
        <Text fontWeight="medium">{children}</Text>
      </Box>
    </Flex>
  );
}
