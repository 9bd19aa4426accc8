import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Paz, {name}</p>;
}

describe('lazyComponent', () => {
  it('shows its fallback while the code loads, then the component', async () => {
    let resolve: (component: typeof Greeting) => void = () => {};
    const Lazy = lazyComponent(
      () => new Promise<typeof Greeting>((done) => (resolve = done)),
      <p>Carregando...</p>,
    );
    render(<Lazy name="Ana" />);
    expect(screen.getByText('Carregando...')).toBeTruthy();
    await act(async () => resolve(Greeting));
    expect(await screen.findByText('Paz, Ana')).toBeTruthy();
  });

  it('renders at once, with no boundary, once preloaded', async () => {
    const Lazy = lazyComponent(async () => Greeting, <p>Carregando...</p>);
    await Lazy.preload();
    const { container } = render(<Lazy name="Ana" />);
    // Drawn in the same render: no fallback ever, nothing to wait for.
    expect(container.innerHTML).toBe('<p>Paz, Ana</p>');
  });

  it('loads the code once, however often it is preloaded or rendered', async () => {
    let loads = 0;
    const Lazy = lazyComponent(async () => {
      loads += 1;
      return Greeting;
    });
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    render(<Lazy name="Ana" />);
    expect(loads).toBe(1);
  });
});
