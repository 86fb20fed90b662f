import { useParams } from 'react-router';
import { ShowcaseGrid } from '../../../features/showcase/components/showcase-grid.tsx';

export function Component() {
  const { slug } = useParams();
  return (
    <div className="container py-4">
      <ShowcaseGrid slug={slug} />
    </div>
  );
}
