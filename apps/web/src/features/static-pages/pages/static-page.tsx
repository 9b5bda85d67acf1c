// Placeholder: the static-pages feature's engineer replaces this file.
import { PageContainer } from '@/components/ui';

export default function StaticPage({ slug }: { slug: 'terms' | 'privacy' | 'refund' | 'about' }) {
  return (
    <PageContainer width="lg">
      <h1 className="text-2xl font-bold text-gray-900">{slug}</h1>
    </PageContainer>
  );
}
