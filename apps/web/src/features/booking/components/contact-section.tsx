import { filterPhoneInput } from '@cabkit/domain/validation';
import { useSnapshot } from 'valtio';
import { bookingState } from '../../../state/booking';
import { setContact, setNote } from '../state/actions';
import * as css from './booking.css';
import { TextInput } from './interim/text-input';

/** Step 3: the main passenger's name, phone and e-mail, and a note to the driver. */
export function ContactSection() {
  const booking = useSnapshot(bookingState);
  const { contact, errors } = booking;
  return (
    <section className={css.section} aria-labelledby="contact-heading">
      <h2 id="contact-heading" className={css.sectionHeading}>
        Your details
      </h2>
      <div className={css.row}>
        <TextInput
          label="Name"
          autoComplete="name"
          maxLength={255}
          value={contact.name}
          error={errors.name}
          onValueChange={(value) => setContact('name', value)}
        />
        <TextInput
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={15}
          value={contact.phone}
          error={errors.phone}
          onValueChange={(value) => setContact('phone', filterPhoneInput(value))}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={255}
          value={contact.email}
          error={errors.email}
          onValueChange={(value) => setContact('email', value)}
        />
      </div>
      <TextInput
        label="Note to driver (optional)"
        maxLength={255}
        value={booking.note}
        onValueChange={(value) => setNote(value)}
      />
    </section>
  );
}
