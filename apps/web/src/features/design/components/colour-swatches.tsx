import { AA_MINIMUM, contrastRatio, formatRatio } from '../contrast';
import { usualPairing, WHITE, type ColourToken } from '../tokens';

/** "AA" or "fails AA" for `ratio` against the minimum of its use. */
function verdict(ratio: number, minimum: number) {
  if (minimum === 0) return <span className="font-semibold text-gray-700">decorative, no minimum</span>;
  const pass = ratio >= minimum;
  return (
    <span className={pass ? 'font-semibold text-green-800' : 'font-semibold text-red-700'}>
      {pass ? 'passes AA' : 'fails AA'} (≥ {minimum}:1)
    </span>
  );
}

/** Every colour token as a swatch: its name, hex, contrast on white and with its usual partner, computed here. */
export function ColourSwatches({ tokens }: { tokens: readonly ColourToken[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {tokens.map((token) => {
        const pairing = usualPairing(token, tokens);
        const onWhite = contrastRatio(token.hex, WHITE);
        const paired = contrastRatio(token.hex, pairing.with);
        return (
          <li key={token.name} className="overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
            <div aria-hidden="true" className="h-16" style={{ backgroundColor: token.hex }} />
            <div className="p-4">
              <p className="font-semibold text-gray-900">{token.name}</p>
              <p className="font-mono text-sm text-gray-700">{token.hex}</p>
              <dl className="mt-2 space-y-1 text-sm text-gray-700">
                <div>
                  <dt className="inline">On white: </dt>
                  <dd className="inline font-mono">{formatRatio(onWhite)}</dd>
                </div>
                <div>
                  <dt className="inline">
                    With {pairing.withName} ({pairing.description}):{' '}
                  </dt>
                  <dd className="inline">
                    <span className="font-mono">{formatRatio(paired)}</span>, {verdict(paired, AA_MINIMUM[pairing.use])}
                  </dd>
                </div>
              </dl>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
