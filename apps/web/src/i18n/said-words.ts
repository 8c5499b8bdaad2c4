import { t } from '@lingui/core/macro';

/**
 * Every en-GB text @cabkit/ui says of its own or is handed by a rule of @cabkit/domain, with its words in the active
 * language. The en-GB text is the key, so a message keeps living once, beside its rule, in the spec's words; a test
 * holds the keys to the domain's own messages (its constants are not imported here: a page that loads this module
 * would pay for each as an export of the chunk that holds the rule).
 */
export function saidWords(): Record<string, string> {
  // A component fills these places after (useSay): the catalogue keeps them as the same named places.
  const [country, total, flight, origin, time] = ['{country}', '{total}', '{flight}', '{origin}', '{time}'];
  return {
    // The rules' messages (@cabkit/domain), as the spec words them.
    'Something went wrong, please try again.': t`Something went wrong, please try again.`,
    'Try a more specific address.': t`Try a more specific address.`,
    'No vehicle found with selected capacity': t`No vehicle found with selected capacity`,
    'Payment information invalid, please try again.': t`Payment information invalid, please try again.`,
    'It was not possible to process the payment, please check the card details and try again.': t`It was not possible to process the payment, please check the card details and try again.`,
    'The selected address cannot be used as it falls outside our service area. Please select an alternative address': t`The selected address cannot be used as it falls outside our service area. Please select an alternative address`,
    'The receipt has been sent to your email address': t`The receipt has been sent to your email address`,
    'This booking can no longer be cancelled.': t`This booking can no longer be cancelled.`,
    'Password and Confirm password not match': t`Password and Confirm password not match`,
    'Please choose a return date and time.': t`Please choose a return date and time.`,
    'The pickup, drop-off and via addresses must all be different places.': t`The pickup, drop-off and via addresses must all be different places.`,
    'Flight number is required': t`Flight number is required`,
    'Arriving from is required': t`Arriving from is required`,
    'Arriving from airport is required': t`Arriving from airport is required`,
    'Please tick this box to confirm if flight details are not available': t`Please tick this box to confirm if flight details are not available`,
    'Datetime is required!': t`Datetime is required!`,
    'Airline is required!': t`Airline is required!`,
    'We are processing your request. Please do not refresh or close the browser': t`We are processing your request. Please do not refresh or close the browser`,
    'Please wait': t`Please wait`,
    'Card number is required': t`Card number is required`,
    'Card number is invalid': t`Card number is invalid`,
    'Expiry is required': t`Expiry is required`,
    'Expiry is invalid': t`Expiry is invalid`,
    'A password reset link has been sent to your email': t`A password reset link has been sent to your email`,
    'Do you want to sign out?': t`Do you want to sign out?`,
    'Please Confirm': t`Please Confirm`,
    'Quotation Expired': t`Quotation Expired`,
    Error: t`Error`,
    Message: t`Message`,
    Question: t`Question`,
    'This password reset link is invalid or has expired. Please ask for a new one.': t`This password reset link is invalid or has expired. Please ask for a new one.`,
    'Please choose the first day of the period.': t`Please choose the first day of the period.`,
    'Please choose the last day of the period.': t`Please choose the last day of the period.`,
    'The last day must be on or after the first day.': t`The last day must be on or after the first day.`,
    'Too many bookings, please wait a while and try again, or sign in.': t`Too many bookings, please wait a while and try again, or sign in.`,
    'This booking can no longer be changed.': t`This booking can no longer be changed.`,
    'Your booking has been changed.': t`Your booking has been changed.`,
    'Nothing has changed yet. Change a detail of your booking first.': t`Nothing has changed yet. Change a detail of your booking first.`,
    'This booking has just been changed. Please check its details and try again.': t`This booking has just been changed. Please check its details and try again.`,
    'This change was replaced by a newer one.': t`This change was replaced by a newer one.`,
    'Please pay for this booking before changing it.': t`Please pay for this booking before changing it.`,
    'Please enter your card details to pay the difference.': t`Please enter your card details to pay the difference.`,
    'Please pay the difference with PayPal.': t`Please pay the difference with PayPal.`,
    'The fare stays the same.': t`The fare stays the same.`,
    'This booking has been cancelled, so it cannot be paid.': t`This booking has been cancelled, so it cannot be paid.`,
    'Please get a quote before booking.': t`Please get a quote before booking.`,
    'This quotation was made for someone else. Please get a new quote.': t`This quotation was made for someone else. Please get a new quote.`,
    // The fields' titles the rules put in their messages ('{title} is required').
    Pickup: t`Pickup`,
    'Drop-off': t`Drop-off`,
    'Via location': t`Via location`,
    'Return date': t`Return date`,
    'Pickup time': t`Pickup time`,
    Vehicle: t`Vehicle`,
    'First name': t`First name`,
    'Last name': t`Last name`,
    Name: t`Name`,
    Phone: t`Phone`,
    Email: t`Email`,
    Password: t`Password`,
    'Confirm password': t`Confirm password`,
    'Our reference': t`Our reference`,
    'Name on card': t`Name on card`,
    City: t`City`,
    'Postal code': t`Postal code`,
    'Address line 1': t`Address line 1`,
    'Address line 2': t`Address line 2`,
    Country: t`Country`,
    CVC: t`CVC`,
    Surname: t`Surname`,
    'Current password': t`Current password`,
    'New password': t`New password`,
    'Promo code': t`Promo code`,
    Postcode: t`Postcode`,
    Company: t`Company`,
    'Invoice e-mail': t`Invoice e-mail`,
    'VAT number': t`VAT number`,
    Subject: t`Subject`,
    DateTime: t`DateTime`,
    'Date from': t`Date from`,
    'Date to': t`Date to`,
    // A booking's status as the server stores it (shown as stored, docs/behaviour/bookings.md#status-rules).
    Upcoming: t`Upcoming`,
    Cancelled: t`Cancelled`,
    'Driver assigned': t`Driver assigned`,
    Started: t`Started`,
    Arrived: t`Arrived`,
    POB: t`POB`,
    Finished: t`Finished`,
    Unknown: t`Unknown`,
    'Status:': t`Status:`,
    // @cabkit/ui's own words: its buttons, steps, paging, countdown, date-time picker, dialogs, fields and map.
    'Booking steps': t`Booking steps`,
    '(completed)': t`(completed)`,
    Pages: t`Pages`,
    'Previous page': t`Previous page`,
    'Try again': t`Try again`,
    'Next page': t`Next page`,
    'Time remaining': t`Time remaining`,
    'Extend time': t`Extend time`,
    ASAP: t`ASAP`,
    Later: t`Later`,
    Today: t`Today`,
    Tomorrow: t`Tomorrow`,
    'Pickup date and time': t`Pickup date and time`,
    'Loading the date and time selectors': t`Loading the date and time selectors`,
    'Quick pickup times': t`Quick pickup times`,
    Date: t`Date`,
    'Choose a date': t`Choose a date`,
    Hour: t`Hour`,
    Minute: t`Minute`,
    'Waiting time after landing (minutes)': t`Waiting time after landing (minutes)`,
    Done: t`Done`,
    '(optional)': t`(optional)`,
    'Error:': t`Error:`,
    'There is a problem': t`There is a problem`,
    Processing: t`Processing`,
    OK: t`OK`,
    Ok: t`Ok`,
    Cancel: t`Cancel`,
    Close: t`Close`,
    Continue: t`Continue`,
    'Card Details': t`Card Details`,
    Total: t`Total`,
    'Booking reference': t`Booking reference`,
    'or pay by card': t`or pay by card`,
    'Pay with': t`Pay with`,
    'Use a new card': t`Use a new card`,
    'Card number': t`Card number`,
    'Expiry date': t`Expiry date`,
    'Billing address': t`Billing address`,
    'Address line 2 and country ({country})': t`Address line 2 and country (${country})`,
    none: t`none`,
    'Save this card for next time': t`Save this card for next time`,
    'Pay {total}': t`Pay ${total}`,
    'For example, 08/29': t`For example, 08/29`,
    'MM/YY': t`MM/YY`,
    'Contact details': t`Contact details`,
    Customer: t`Customer`,
    'Main Passenger': t`Main Passenger`,
    'Use my details': t`Use my details`,
    'Use customer details': t`Use customer details`,
    'Use my details for customer': t`Use my details for customer`,
    'Already a member?': t`Already a member?`,
    SignIn: t`SignIn`,
    'SIGN IN': t`SIGN IN`,
    'My Profile': t`My Profile`,
    'Your e-mail is changing: enter your current password to confirm it is you.': t`Your e-mail is changing: enter your current password to confirm it is you.`,
    'Send me offers by SMS': t`Send me offers by SMS`,
    'Send me offers by email': t`Send me offers by email`,
    'Pay with PayPal': t`Pay with PayPal`,
    'Payment method': t`Payment method`,
    'Add Promo Code': t`Add Promo Code`,
    'Press Enter to save, Shift+Enter for a new line.': t`Press Enter to save, Shift+Enter for a new line.`,
    'Book now': t`Book now`,
    'Re-Quote': t`Re-Quote`,
    'Pickup time:': t`Pickup time:`,
    'Flight details': t`Flight details`,
    Flights: t`Flights`,
    'Outward flight': t`Outward flight`,
    'Return flight': t`Return flight`,
    'Flight number': t`Flight number`,
    'Arriving from': t`Arriving from`,
    'Arrival date and time': t`Arrival date and time`,
    "I don't have flight details please follow the booking time": t`I don't have flight details please follow the booking time`,
    'Find my flight': t`Find my flight`,
    'Find your flight': t`Find your flight`,
    'Find My Flight': t`Find My Flight`,
    'Departure:': t`Departure:`,
    'not chosen': t`not chosen`,
    'Departure date and time': t`Departure date and time`,
    Airline: t`Airline`,
    'Departing airport': t`Departing airport`,
    'Searching flights': t`Searching flights`,
    'No flights found.': t`No flights found.`,
    'Best match': t`Best match`,
    'Possible options': t`Possible options`,
    "Still can't find your flight?": t`Still can't find your flight?`,
    'Enter Flight Number': t`Enter Flight Number`,
    '{flight} from {origin}, landing {time}': t`${flight} from ${origin}, landing ${time}`,
    HH: t`HH`,
    MM: t`MM`,
    'Price not available': t`Price not available`,
    'Pickup within the free waiting time': t`Pickup within the free waiting time`,
    'The map could not be loaded.': t`The map could not be loaded.`,
    'Re-centre': t`Re-centre`,
    'No journey to show yet.': t`No journey to show yet.`,
    'Journey stops': t`Journey stops`,
    'Use the arrow keys to move the map, plus and minus to zoom.': t`Use the arrow keys to move the map, plus and minus to zoom.`,
  };
}

/**
 * The rules' messages that wrap a value ('{title} is required', 'Please call us on {phone}.'): the en-GB text before
 * and after the value, and its words in the active language around it (a field's title is said in turn). A test
 * holds each to the domain's own function.
 */
export function wrappedWords(): [before: string, after: string, words: (value: string) => string][] {
  return [
    ['', ' is required', (title) => t`${title} is required`],
    ['', ' is invalid', (title) => t`${title} is invalid`],
    ['', ' must be at least 6 characters long', (title) => t`${title} must be at least 6 characters long`],
    ['', ' must be at most 20 characters long', (title) => t`${title} must be at most 20 characters long`],
    ['The earliest possible return date is ', '', (time) => t`The earliest possible return date is ${time}`],
    [
      'The earliest time we can pickup from this address is ',
      '',
      (time) => t`The earliest time we can pickup from this address is ${time}`,
    ],
    [
      'Bookings cannot be cancelled online. Please call us on ',
      '.',
      (phone) => t`Bookings cannot be cancelled online. Please call us on ${phone}.`,
    ],
    [
      'Opps, your quotation has expired. Please try again or call our friendly team on ',
      '',
      (phone) => t`Opps, your quotation has expired. Please try again or call our friendly team on ${phone}`,
    ],
    ['Booking ', ' has been cancelled.', (reference) => t`Booking ${reference} has been cancelled.`],
  ];
}

/**
 * Says an en-GB text in the active language (`UiWords.translate`): a known text, or a rule's message around a value
 * (its title said too); undefined for a text no catalogue knows (or anything not text), which then stays as drawn.
 */
export function translator(): (text: unknown) => string | undefined {
  const said = saidWords();
  const wrapped = wrappedWords();
  return (text) => {
    // A component hands over what it draws as it is: only text has words.
    if (typeof text !== 'string') return undefined;
    if (Object.hasOwn(said, text)) return said[text];
    for (const [before, after, words] of wrapped)
      if (text.length > before.length + after.length && text.startsWith(before) && text.endsWith(after)) {
        const value = text.slice(before.length, text.length - after.length);
        return words(Object.hasOwn(said, value) ? (said[value] as string) : value);
      }
    return undefined;
  };
}
