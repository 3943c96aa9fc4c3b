import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts `text` into a field in one input, as pasting does. Typing a sentence key by key re-renders the whole
 * form per key, seconds of a test's time on a busy machine; the field's own keystroke rules are tested with
 * `user.type` where they matter.
 */
export async function enterText(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
