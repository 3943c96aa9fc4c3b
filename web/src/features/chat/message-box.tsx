import { useMutation } from '@apollo/client/react';
import { Button, Flex, Input } from '@chakra-ui/react';
import { LIMITS } from '@spectrum/shared/constants';
import { useState, type FormEvent } from 'react';
import { SendIcon } from '../../components/ui/icons';
import { toastFailure } from '../../lib/toasts';
import { SEND_MESSAGE, type ChatMessageEntry } from './chat-documents';
import { CHAT_COUNT_QUERIES } from './use-conversation-messages';

/** The message box with Send: nothing is sent while it is empty; a refusal is told and the text kept. */
export function MessageBox({
  conversationId,
  onSent,
}: {
  conversationId: string;
  onSent: (message: ChatMessageEntry) => void;
}) {
  const [text, setText] = useState('');
  const [send, { loading }] = useMutation(SEND_MESSAGE, { refetchQueries: CHAT_COUNT_QUERIES });
  const blank = text.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || loading) return;
    try {
      const { data } = await send({ variables: { input: { conversationId, body: text } } });
      const result = data?.sendMessage;
      if (result?.__typename === 'MessageSent') {
        setText('');
        onSent(result.chatMessage);
      } else if (result && 'message' in result) toastFailure(result.message);
    } catch (error) {
      toastFailure(error instanceof Error ? error.message : 'The message could not be sent');
    }
  };

  return (
    <Flex as="form" gap="2" p="4" borderTopWidth="1px" borderColor="border" onSubmit={(event) => void submit(event)}>
      <Input
        name="message"
        aria-label="Message"
        placeholder="Type a message ..."
        autoComplete="off"
        maxLength={LIMITS.messageMaxLength}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" h="11" flexShrink="0" loading={loading} disabled={blank}>
        <SendIcon size={16} />
        Send
      </Button>
    </Flex>
  );
}
