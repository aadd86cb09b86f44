import { Input, Text } from '@mantine/core';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { boundaryPoints, boundaryScene } from './boundary';
import { RouteMap } from './RouteMap';
import { ScenePlot } from './ScenePlot';
import { useTileSource } from './use-tile-source';

const BoundaryEditor = lazy(() => import('./BoundaryEditor'));

const HEIGHT = 320;

/** Shows the area as a plot when the drawing editor's chunk cannot load (offline before it was stored). */
class EditorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A record's boundary (zones, delivery fees, automatic lines, pointers): in view mode the area
 * on the map, or offline and without tiles on the SVG plot; in edit mode drawn and edited on the
 * map (BoundaryEditor, the drawing library loaded only here).
 */
export default function BoundaryField({
  label,
  value,
  onChange,
  readOnly,
  error,
}: {
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  readOnly: boolean;
  error?: string | undefined;
}) {
  const tiles = useTileSource();
  const points = boundaryPoints(value);
  const scene = boundaryScene(label, points);
  const plot =
    points.length >= 3 ? (
      <ScenePlot scene={scene} label={`${label} (plot)`} height={HEIGHT} />
    ) : (
      <Text size="sm" c="dimmed">
        No area drawn.
      </Text>
    );
  return (
    <Input.Wrapper label={label} error={error}>
      {readOnly ? (
        points.length >= 3 ? (
          <RouteMap scene={scene} label={`${label} (plot)`} height={HEIGHT} />
        ) : (
          plot
        )
      ) : (
        <EditorBoundary
          fallback={
            <>
              {plot}
              <Text size="sm" c="dimmed">
                The map editor is not stored on this device yet; connect to draw the area.
              </Text>
            </>
          }
        >
          <Suspense fallback={plot}>
            <BoundaryEditor
              value={value}
              onChange={onChange}
              tiles={tiles}
              label={label}
              colour="#1d5474"
              height={HEIGHT}
            />
          </Suspense>
        </EditorBoundary>
      )}
    </Input.Wrapper>
  );
}
