/**
 * Admin → Puja bookings: newest first, filtered by status and puja, searched
 * by name or booking id, paged; a booking opens in a dialog with its status
 * actions (performed, video with its link, prasad with its tracking number,
 * completed; cancel and refund).
 */
import { BookingsPage } from './bookings-page';

export default function PujaBookingsPage() {
  return <BookingsPage kind="puja" />;
}
