/**
 * Admin → Pitr paksha bookings: newest first, filtered by status and ritual, searched
 * by name, mobile or booking id, paged; a booking opens in a dialog with its
 * status actions (performed, completed; cancel and refund through the card
 * gateway or PayPal, whichever took the payment).
 */
import { BookingsPage } from './bookings-page';

export default function PitrBookingsPage() {
  return <BookingsPage kind="pitr" />;
}
