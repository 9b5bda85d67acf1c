// Placeholder: the home feature's engineer replaces this file.
import { PageContainer } from '@/components/ui';

export default function HomePage() {
  return (
    <PageContainer>
      <h1 className="text-3xl font-bold text-gray-900">Seva</h1>
    </PageContainer>
  );
}
