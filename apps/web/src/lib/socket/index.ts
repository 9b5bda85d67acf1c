export { SocketProvider } from './provider';
export {
  SocketContext,
  createEventBus,
  useSocket,
  useSocketEvent,
  type ClientEvent,
  type ClientPayload,
  type EventBus,
  type RealtimeSocket,
  type ServerEvent,
  type ServerPayload,
} from './context';
