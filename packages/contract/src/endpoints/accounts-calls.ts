// Accounts: sign-in, sign-up, passwords, profile, address book, history, promo, comment, booker, licence.
// One module per call, re-exported here and by the package as the namespace `accountsEndpoints`: a page's bundle
// then holds only the calls (and schemas) it names.
export { signIn } from './calls/sign-in';
export { signUp } from './calls/sign-up';
export { signOut } from './calls/sign-out';
export { signOutEverywhere } from './calls/sign-out-everywhere';
export { resetPassword } from './calls/reset-password';
export { savePassword } from './calls/save-password';
export { changePassword } from './calls/change-password';
export { updateProfile } from './calls/update-profile';
export { getInvoiceDetails } from './calls/get-invoice-details';
export { updateInvoiceDetails } from './calls/update-invoice-details';
export { getAddressBook } from './calls/get-address-book';
export { addAddressBook } from './calls/add-address-book';
export { updateAddressBook } from './calls/update-address-book';
export { deleteAddressBook } from './calls/delete-address-book';
export { currentBookings } from './calls/current-bookings';
export { journeyHistory } from './calls/journey-history';
export { cancelBooking } from './calls/cancel-booking';
export { emailReceipt } from './calls/email-receipt';
export { promoCode } from './calls/promo-code';
export { promotion } from './calls/promotion';
export { comment } from './calls/comment';
export { bookerStatement } from './calls/booker-statement';
export { getBookerInvoices } from './calls/get-booker-invoices';
export { createBookerInvoice } from './calls/create-booker-invoice';
export { updateBookerInvoice } from './calls/update-booker-invoice';
export { deleteBookerInvoice } from './calls/delete-booker-invoice';
export { bookerInvoiceReport } from './calls/booker-invoice-report';
export { weeklyBookingChart } from './calls/weekly-booking-chart';
export { getBookingParams } from './calls/get-booking-params';
export { saveBookingParams } from './calls/save-booking-params';
export { custAppBaseUrl } from './calls/cust-app-base-url';
export { validateLicence } from './calls/validate-licence';
