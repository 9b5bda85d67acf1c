/**
 * The shared UI components (components/ui) in their states, the real ones: a change there shows here.
 */
import { useRef, useState, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  EmptyState,
  SelectField,
  Skeleton,
  Spinner,
  StatusBadge,
  StickyActionBar,
  TextField,
  VerifiedBadge,
} from '@/components/ui';
import { showToast } from '@/lib/toaster';

const BADGE_COLOURS = {
  confirmed: 'bg-green-100 text-green-800',
  pending: 'bg-amber-100 text-amber-800',
  cancelled: 'bg-red-100 text-red-800',
} as const;

function Sample({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <h3 className="mb-3 font-semibold text-gray-900">{title}</h3>
      {children}
    </div>
  );
}

export function ComponentGallery() {
  const [dialogOpen, setDialogOpen] = useState(false);
  const bookAnchor = useRef<HTMLDivElement>(null);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Sample title="Buttons">
        <div className="flex flex-wrap items-center gap-3">
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="ghost">Ghost</Button>
          <Button variant="danger">Danger</Button>
          <Button variant="link">Link</Button>
          <Button disabled>Disabled</Button>
          <Button loading>Loading</Button>
          <Button size="sm">Small</Button>
          <Button size="lg">Large</Button>
        </div>
      </Sample>
      <Sample title="Inputs">
        <div className="space-y-4">
          <TextField label="Full name" placeholder="Priya Verma" hint="As on your ID" />
          <TextField label="Mobile number" defaultValue="12345" error="Enter a 10-digit mobile number" />
          <SelectField label="State" defaultValue="up">
            <option value="up">Uttar Pradesh</option>
            <option value="br">Bihar</option>
          </SelectField>
          <TextField label="Disabled field" defaultValue="Read only" disabled />
        </div>
      </Sample>
      <Sample title="Badges">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status="confirmed" colours={BADGE_COLOURS} label="Confirmed" />
          <StatusBadge status="pending" colours={BADGE_COLOURS} label="Pending" />
          <StatusBadge status="cancelled" colours={BADGE_COLOURS} label="Cancelled" />
          <VerifiedBadge />
        </div>
      </Sample>
      <Sample title="Loading">
        <div className="space-y-3">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-4 w-2/3" />
          <Spinner />
        </div>
      </Sample>
      <Sample title="Empty state">
        <EmptyState
          title="No bookings yet"
          description="Pujas you book show here with their status."
          action={<Button variant="secondary">Browse pujas</Button>}
        />
      </Sample>
      <Sample title="Dialog and toasts">
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setDialogOpen(true)}>
            Open dialog
          </Button>
          <Button variant="secondary" onClick={() => void showToast('success', 'Your puja is booked.')}>
            Success toast
          </Button>
          <Button variant="secondary" onClick={() => void showToast('error', 'The payment failed.')}>
            Error toast
          </Button>
          <Button variant="secondary" onClick={() => void showToast('info', 'Prasad ships in 3 days.')}>
            Info toast
          </Button>
        </div>
        <Dialog
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
          title="Cancel this booking?"
          description="The refund follows the published slabs."
          alert
        >
          <div className="mt-4 flex justify-end gap-3">
            <Button variant="secondary" onClick={() => setDialogOpen(false)}>
              Keep booking
            </Button>
            <Button variant="danger" onClick={() => setDialogOpen(false)}>
              Cancel booking
            </Button>
          </div>
        </Dialog>
      </Sample>
      <Sample title="Sticky action bar">
        <p className="text-sm text-gray-700">
          On a phone, scroll this button out of view: the bar with the same action stays at the bottom of the screen.
          From md up there is no bar.
        </p>
        <div ref={bookAnchor} className="mt-3 flex items-center justify-between gap-3">
          <p className="font-bold text-gray-900">From ₹1,100</p>
          <Button>Book now</Button>
        </div>
        <StickyActionBar anchor={bookAnchor} label="Sample price and booking" price="From ₹1,100">
          <Button>Book now</Button>
        </StickyActionBar>
      </Sample>
    </div>
  );
}
