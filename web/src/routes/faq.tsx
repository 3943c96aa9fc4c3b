import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { ChevronDownIcon } from '../components/ui/icons';
import { PageBanner } from '../components/ui/page-banner';
import { PageContainer } from '../components/ui/page-container';
import { PageMeta } from '../components/ui/page-meta';
import { RouterLink } from '../components/ui/router-link';

interface FaqGroup {
  title: string;
  questions: readonly { question: string; answer: string }[];
}

const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    title: 'Shopping',
    questions: [
      {
        question: 'How do I place an order?',
        answer:
          'Create a customer account, add the pieces you like to your cart, then open the cart and choose Procced To Check Out. Fill in the receiver, address and phone and pick a payment method.',
      },
      {
        question: 'Can I change my order after checking out?',
        answer:
          'Orders can be changed until the seller starts processing them. Contact us with your order details as soon as possible and we will do our best.',
      },
      {
        question: 'Do you ship outside Indonesia?',
        answer: 'Not yet. We currently deliver to addresses in Indonesia only.',
      },
    ],
  },
  {
    title: 'Payment',
    questions: [
      {
        question: 'Which payment methods do you accept?',
        answer: 'Bank transfer through BCA, BNI, BRI and MANDIRI.',
      },
      {
        question: 'Are taxes included in the price?',
        answer:
          'Prices are shown before tax. A 10% tax is added to the subtotal at checkout, so the total you see is what you pay.',
      },
      {
        question: 'When is my payment confirmed?',
        answer: 'Usually within one working day. The order status changes to Get Paid once the payment arrives.',
      },
    ],
  },
  {
    title: 'Miscellaneous',
    questions: [
      {
        question: 'Can I sell my own furniture on Spectrum?',
        answer:
          'Yes. Register as a seller, complete your store name and description in your profile, and add products from the Selling Product page.',
      },
      {
        question: 'How do I care for solid wood?',
        answer: 'Keep it out of strong sun, wipe spills at once and oil it twice a year. Our blog has a longer guide.',
      },
      {
        question: 'I forgot my password. What now?',
        answer:
          'Use the Forget your password? link on the login page. We will send a code to your e-mail to set a new one.',
      },
    ],
  },
];

export default function FaqPage() {
  return (
    <>
      <PageMeta title="FAQ" description="Answers to common questions about shopping, payment and more at Spectrum." />
      <PageBanner title="FAQ" />
      <PageContainer py={{ base: '12', md: '20' }} maxW="960px">
        <Stack gap={{ base: '12', md: '16' }}>
          {FAQ_GROUPS.map((group) => (
            <Grid
              as="section"
              key={group.title}
              aria-labelledby={`faq-${group.title}`}
              templateColumns={{ base: '1fr', md: '220px 1fr' }}
              gap={{ base: '4', md: '10' }}
            >
              <Heading id={`faq-${group.title}`} as="h2" size="lg" fontWeight="medium">
                {group.title}
              </Heading>
              <Stack gap="0" borderTopWidth="1px" borderColor="border">
                {group.questions.map((item) => (
                  <Box
                    as="details"
                    key={item.question}
                    borderBottomWidth="1px"
                    borderColor="border"
                    css={{
                      '&[open] .faq-chevron': { transform: 'rotate(180deg)' },
                      '& summary::-webkit-details-marker': { display: 'none' },
                    }}
                  >
                    <Box
                      as="summary"
                      display="flex"
                      justifyContent="space-between"
                      alignItems="center"
                      gap="4"
                      py="5"
                      cursor="pointer"
                      listStyleType="none"
                      fontWeight="medium"
                    >
                      {item.question}
                      <Box as="span" className="faq-chevron" transition="transform 0.2s" flexShrink="0">
                        <ChevronDownIcon size={18} />
                      </Box>
                    </Box>
                    <Text pb="5" pr="8" color="fg.muted" lineHeight="tall">
                      {item.answer}
                    </Text>
                  </Box>
                ))}
              </Stack>
            </Grid>
          ))}
          <Box bg="neutral.100" p={{ base: '8', md: '12' }} textAlign="center">
            <Heading as="h2" size="lg" fontWeight="medium" mb="3">
              Still have a question?
            </Heading>
            <Text color="fg.muted">
              Didn&apos;t find the answer you were looking for? Please{' '}
              <RouterLink
                to="/contact"
                color="neutral.900"
                fontWeight="semibold"
                textDecoration="underline"
                textUnderlineOffset="3px"
              >
                contact us
              </RouterLink>
              .
            </Text>
          </Box>
        </Stack>
      </PageContainer>
    </>
  );
}
