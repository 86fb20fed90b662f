import { ShowcaseGrid } from '../../features/showcase/components/showcase-grid.tsx';

export function Component() {
  return (
    <div className="container py-4">
      <ShowcaseGrid />
    </div>
  );
}
