/**
 * The puja and pitr paksha admin console services (GET/POST/PATCH
 * /api/admin/pujas…, /api/admin/puja/bookings…, /api/admin/pitr/bookings…),
 * one concern per file: the catalogue, puja bookings, pitr bookings and the
 * status moves they share. admin-routes.ts imports from here.
 */
export {
  BOOKING_CANCEL_REFUND_REASON,
  BOOKING_MOVED,
  BOOKING_NOT_FOUND,
  statusWords,
  type BookingOutcome,
} from './admin-booking-status.js';
export { changePujaBookingStatus, getAdminPujaBooking, listAdminPujaBookings } from './admin-bookings.js';
export { changePitrBookingStatus, getAdminPitrBooking, listAdminPitrBookings } from './admin-pitr.js';
export {
  ADMIN_PUJA_NOT_FOUND,
  createPuja,
  getAdminPuja,
  listAdminPujas,
  setPujaImage,
  updatePuja,
  type AdminPujaFilter,
} from './admin-pujas.js';
