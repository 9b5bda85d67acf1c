import type { ReactNode } from 'react';

/** Spacing, radius and elevation: the few steps the pages use, drawn at their real size. */
const SPACING = [
  { name: '1 (0.25rem)', className: 'w-1' },
  { name: '2 (0.5rem)', className: 'w-2' },
  { name: '3 (0.75rem)', className: 'w-3' },
  { name: '4 (1rem)', className: 'w-4' },
  { name: '6 (1.5rem)', className: 'w-6' },
  { name: '8 (2rem)', className: 'w-8' },
  { name: '12 (3rem)', className: 'w-12' },
] as const;

const RADII = [
  { name: 'rounded-lg: buttons, inputs', className: 'rounded-lg' },
  { name: 'rounded-xl: cards, panels', className: 'rounded-xl' },
  { name: 'rounded-2xl: page sections', className: 'rounded-2xl' },
  { name: 'rounded-full: badges, avatars', className: 'rounded-full' },
] as const;

const SHADOWS = [
  { name: 'shadow-sm: cards', className: 'shadow-sm' },
  { name: 'shadow: over photos', className: 'shadow' },
  { name: 'shadow-lg: menus, popovers', className: 'shadow-lg' },
  { name: 'shadow-xl: dialogs', className: 'shadow-xl' },
] as const;

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="mb-3 font-semibold text-gray-900">{title}</h3>
      {children}
    </div>
  );
}

export function ShapeSamples() {
  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <Group title="Spacing">
        <ul className="space-y-2">
          {SPACING.map((step) => (
            <li key={step.name} className="flex items-center gap-3 text-sm text-gray-700">
              <span aria-hidden="true" className={`h-4 bg-primary ${step.className}`} />
              {step.name}
            </li>
          ))}
        </ul>
      </Group>
      <Group title="Radius">
        <ul className="grid grid-cols-2 gap-3">
          {RADII.map((radius) => (
            <li key={radius.name} className="text-sm text-gray-700">
              <span
                aria-hidden="true"
                className={`mb-1 block h-12 border-2 border-brand bg-primary-50 ${radius.className}`}
              />
              {radius.name}
            </li>
          ))}
        </ul>
      </Group>
      <Group title="Elevation">
        <ul className="grid grid-cols-2 gap-4">
          {SHADOWS.map((shadow) => (
            <li key={shadow.name} className={`rounded-xl bg-white p-3 text-sm text-gray-700 ${shadow.className}`}>
              {shadow.name}
            </li>
          ))}
        </ul>
      </Group>
    </div>
  );
}
