/** What the contact modal's form holds. */
export interface ContactForm {
  expertiseId: string;
  message: string;
  /** Typed in the modal only when the account has no phone number. */
  phoneNumber: string;
}

/**
 * The requestAdvisorAppointment input of the form. The server takes the account's e-mail and phone
 * number for fields left out, so the phone goes along only when the account has none (a null would
 * count as 'leeg' and be refused); an empty message is no message.
 */
export function appointmentInput(advisorId: string, form: ContactForm, accountPhone: string | null | undefined) {
  const message = form.message.trim();
  return {
    advisorId,
    expertiseId: form.expertiseId,
    message: message === '' ? null : message,
    ...(accountPhone ? {} : { phoneNumber: form.phoneNumber.trim() }),
  };
}
