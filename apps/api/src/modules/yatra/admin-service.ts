/**
 * The yatra admin console services (GET/POST/PATCH/DELETE /api/admin/yatras…,
 * /api/admin/yatra/bookings…), one concern per file: the catalogue,
 * departures and bookings. admin-routes.ts imports from here.
 */
export {
  ADMIN_BOOKING_NOT_FOUND,
  YATRA_CANCEL_REFUND_REASON,
  changeYatraBookingStatus,
  getAdminYatraBooking,
  listAdminYatraBookings,
  type AdminYatraBookingFilter,
  type YatraBookingOutcome,
} from './admin-bookings.js';
export { DEPARTURE_NOT_FOUND, addDeparture, changeDepartureSeats, removeDeparture } from './admin-departures.js';
export {
  ADMIN_YATRA_NOT_FOUND,
  createYatra,
  getAdminYatra,
  listAdminYatras,
  setYatraImage,
  updateYatra,
  type AdminYatraFilter,
} from './admin-yatras.js';
