import { Box, Button, Flex, Grid, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { AvatarIllustration } from '../components/illustrations/avatar';
import { SendIcon } from '../components/ui/icons';
import { PageContainer } from '../components/ui/page-container';
import { PageMeta } from '../components/ui/page-meta';

const CONTACTS = [
  { name: 'Kayu Studio', preview: 'Yes, the oak is solid all the way.', tone: '#ebe8e3', hair: '#443d35' },
  { name: 'Nordhaus Store', preview: 'Your order is on its way.', tone: '#e8ebef', hair: '#1a1a1a' },
  { name: 'Linea Living', preview: 'Thank you for shopping with us!', tone: '#e6ece3', hair: '#a8872c' },
  { name: 'Rumah Co.', preview: 'We restock on Monday.', tone: '#f1ede4', hair: '#5b4636' },
] as const;

const MESSAGES_SHOWN = [
  { mine: true, text: 'Hi! Is the Ship Cove sofa made of solid wood?', time: '10:02' },
  { mine: false, text: 'Hello! Yes, the frame and the legs are solid oak.', time: '10:04' },
  { mine: true, text: 'Great. Can the covers be washed?', time: '10:05' },
  { mine: false, text: 'Yes, the oak is solid all the way, and every cover zips off for a cold wash.', time: '10:07' },
] as const;

/** A static mock-up of messaging between customers and sellers. */
export default function ChatPage() {
  const [active] = CONTACTS;
  return (
    <>
      <PageMeta title="Chat" personal />
      <PageContainer py={{ base: '8', md: '14' }}>
        <Heading as="h1" size="xl" mb={{ base: '6', md: '8' }}>
          Chat
        </Heading>
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', md: '300px minmax(0, 1fr)' }}
          borderWidth="1px"
          borderColor="border"
          minH={{ md: '560px' }}
        >
          <Box
            as="section"
            aria-labelledby="contacts-heading"
            minW="0"
            borderRightWidth={{ md: '1px' }}
            borderBottomWidth={{ base: '1px', md: '0' }}
            borderColor="border"
          >
            <Text
              id="contacts-heading"
              px="5"
              py="4"
              fontSize="xs"
              fontWeight="semibold"
              letterSpacing="0.14em"
              textTransform="uppercase"
              borderBottomWidth="1px"
              borderColor="border"
            >
              Online
            </Text>
            <Flex
              as="ul"
              listStyleType="none"
              direction={{ base: 'row', md: 'column' }}
              overflowX={{ base: 'auto', md: 'visible' }}
            >
              {CONTACTS.map((contact, index) => (
                <Flex
                  as="li"
                  key={contact.name}
                  gap="3"
                  align="center"
                  px="5"
                  py="4"
                  minW={{ base: '220px', md: 'auto' }}
                  bg={index === 0 ? 'neutral.100' : undefined}
                  borderBottomWidth={{ md: '1px' }}
                  borderColor="border"
                >
                  <Box position="relative" w="11" h="11" flexShrink="0">
                    <AvatarIllustration tone={contact.tone} hair={contact.hair} />
                    <Box
                      position="absolute"
                      bottom="0"
                      right="0"
                      w="3"
                      h="3"
                      bg="green.500"
                      borderRadius="full"
                      borderWidth="2px"
                      borderColor="white"
                      aria-hidden="true"
                    />
                  </Box>
                  <Box minW="0">
                    <Text fontSize="sm" fontWeight="semibold" truncate>
                      {contact.name}
                    </Text>
                    <Text fontSize="xs" color="fg.muted" truncate>
                      {contact.preview}
                    </Text>
                  </Box>
                </Flex>
              ))}
            </Flex>
          </Box>

          <Flex
            as="section"
            aria-label={`Conversation with ${active.name}`}
            direction="column"
            minH={{ base: '480px', md: 'auto' }}
          >
            <Flex px="5" py="4" gap="3" align="center" borderBottomWidth="1px" borderColor="border">
              <Box w="9" h="9">
                <AvatarIllustration tone={active.tone} hair={active.hair} />
              </Box>
              <Box>
                <Text fontWeight="semibold" fontSize="sm">
                  {active.name}
                </Text>
                <Text fontSize="xs" color="green.600">
                  Online
                </Text>
              </Box>
            </Flex>
            <Stack as="ol" listStyleType="none" flex="1" gap="4" p={{ base: '4', md: '6' }} bg="neutral.50">
              {MESSAGES_SHOWN.map((message) => (
                <Box as="li" key={message.time} alignSelf={message.mine ? 'flex-end' : 'flex-start'} maxW="75%">
                  <Box
                    bg={message.mine ? 'neutral.900' : 'white'}
                    color={message.mine ? 'white' : 'neutral.900'}
                    borderWidth={message.mine ? '0' : '1px'}
                    borderColor="border"
                    px="4"
                    py="3"
                    fontSize="sm"
                  >
                    {message.text}
                  </Box>
                  <Text fontSize="2xs" color="fg.muted" mt="1" textAlign={message.mine ? 'right' : 'left'}>
                    {message.time}
                  </Text>
                </Box>
              ))}
            </Stack>
            <Flex
              as="form"
              gap="2"
              p="4"
              borderTopWidth="1px"
              borderColor="border"
              onSubmit={(event) => event.preventDefault()}
            >
              <Input name="message" aria-label="Message" placeholder="Type a message ..." />
              <Button type="submit" h="11" flexShrink="0">
                <SendIcon size={16} />
                Send
              </Button>
            </Flex>
          </Flex>
        </Grid>
      </PageContainer>
    </>
  );
}
