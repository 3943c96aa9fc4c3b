/** How to reach the store: shown in the footer and on the contact page. */
export const STORE_CONTACT = {
  email: 'hello@spectrum.example',
  phone: '+62 21 555 0199',
  hours: '9:00am - 19:00pm Monday - Sunday',
} as const;
