import 'ol/ol.css';
import { defaults as defaultControls } from 'ol/control/defaults';
import Feature from 'ol/Feature';
import type { Circle as CircleGeometry, Polygon } from 'ol/geom';
import Point from 'ol/geom/Point';
import Draw, { createBox } from 'ol/interaction/Draw';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import OlMap from 'ol/Map';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import { Circle as CircleStyle, Fill, Stroke, Style } from 'ol/style';
import View from 'ol/View';
import { useEffect, useRef, useState } from 'react';
import type { NearbySearchArea, NearbySearchCard, NearbyTarget } from '#core/property/nearby-search.schema';
import { isMarkerDrawn, MAP_MOBILE_HEIGHT_PX, mapZoomFor } from '#core/property/property-enums.rules';
import { drawnShapeToTarget } from './map-geometry';

/** The drawing tools (001 section 2: "drawing" on the map): circle, rectangle, polygon. */
export type DrawMode = 'circle' | 'rectangle' | 'polygon';

const DRAW_BUTTONS: readonly { mode: DrawMode; label: string }[] = [
  { mode: 'circle', label: 'Draw circle' },
  { mode: 'rectangle', label: 'Draw rectangle' },
  { mode: 'polygon', label: 'Draw polygon' },
];

export type NearbyMapProps = {
  properties: readonly NearbySearchCard[];
  area: NearbySearchArea | null;
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** A finished shape as the new Target; null after 'Clear area'. */
  onArea: (target: NearbyTarget | null) => void;
  /** The tile URL template ({z}/{x}/{y}). */
  tileUrl: string;
  attribution: string;
};

const markerStyle = (color: string, radius: number) =>
  new Style({
    image: new CircleStyle({ radius, fill: new Fill({ color }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }),
  });
const STYLE = {
  marker: markerStyle('#1f6feb', 7),
  selected: markerStyle('#d97706', 10),
  subject: markerStyle('#c0362c', 11),
};
const AREA_STYLE = new Style({
  fill: new Fill({ color: 'rgba(31, 111, 235, 0.12)' }),
  stroke: new Stroke({ color: '#1f6feb', width: 2 }),
});

/**
 * The nearby map (001 sections 2 and 9), the only component that imports OpenLayers: the page loads it
 * with React.lazy, so pages without a map never download it (shared/STYLE.md section 6). Markers of the
 * page's properties on a vector layer (thinned above 30, 50 and 70 with isMarkerDrawn; the subject and
 * the selected marker always drawn), the subject highlighted, zoom 18 and 20 on a selected marker; a
 * click on a marker selects its card. Circle, rectangle and polygon drawing turn a finished shape into
 * the search Target. Tiles that fail to load leave a blank background: markers and drawing still work.
 */
const NearbyMap = ({ properties, area, selectedId, onSelect, onArea, tileUrl, attribution }: NearbyMapProps) => {
  const target = useRef<HTMLDivElement>(null);
  const map = useRef<OlMap | null>(null);
  const markers = useRef(new VectorSource<Feature<Point>>());
  const drawn = useRef(new VectorSource());
  const draw = useRef<Draw | null>(null);
  const callbacks = useRef({ onSelect, onArea });
  callbacks.current = { onSelect, onArea };
  const [mode, setMode] = useState<DrawMode | null>(null);
  const [markerCount, setMarkerCount] = useState(0);
  /** Bumped when the map is (re)built, so the view is placed again on the new map. */
  const [mapVersion, setMapVersion] = useState(0);
  const [zoom, setZoom] = useState<number | null>(null);

  // The map itself, once.
  useEffect(() => {
    if (!target.current) return;
    const tiles = new XYZ({ url: tileUrl, attributions: attribution, crossOrigin: 'anonymous' });
    const m = new OlMap({
      target: target.current,
      // The tile licence asks for a visible attribution, not one folded behind a button.
      controls: defaultControls({ attributionOptions: { collapsible: false } }),
      layers: [
        new TileLayer({ source: tiles }),
        new VectorLayer({ source: drawn.current, style: AREA_STYLE }),
        new VectorLayer({ source: markers.current }),
      ],
      view: new View({ center: fromLonLat([-98.5, 39.8]), zoom: 4 }),
    });
    m.on('singleclick', (e) => {
      if (draw.current) return;
      m.forEachFeatureAtPixel(e.pixel, (f) => {
        const id = f.get('propertyId') as number | undefined;
        if (id !== undefined) {
          callbacks.current.onSelect(id);
          return true;
        }
        return undefined;
      });
    });
    map.current = m;
    setMapVersion((v) => v + 1);
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => m.updateSize());
    resize?.observe(target.current);
    return () => {
      resize?.disconnect();
      m.setTarget(undefined);
      map.current = null;
    };
  }, [tileUrl, attribution]);

  // Markers: the subject, then the page's properties thinned by density.
  useEffect(() => {
    const source = markers.current;
    source.clear();
    const features: Feature<Point>[] = [];
    const subject = area?.subject ?? null;
    if (subject) {
      const f = new Feature({ geometry: new Point(fromLonLat([subject.longitude, subject.latitude])) });
      f.set('subject', true);
      f.setStyle(STYLE.subject);
      features.push(f);
    }
    properties.forEach((p, i) => {
      const selected = p.id === selectedId;
      if (!selected && !isMarkerDrawn(i, properties.length)) return;
      const f = new Feature({ geometry: new Point(fromLonLat([p.marker.longitude, p.marker.latitude])) });
      f.set('propertyId', p.id);
      f.setStyle(selected ? STYLE.selected : STYLE.marker);
      features.push(f);
    });
    source.addFeatures(features);
    setMarkerCount(features.filter((f) => f.get('propertyId') !== undefined).length);
  }, [properties, area, selectedId]);

  // The view: the selected marker at zoom 20, else the search centre at 18 (001 section 9).
  useEffect(() => {
    const view = mapVersion > 0 ? map.current?.getView() : undefined;
    if (!view) return;
    const selected = properties.find((p) => p.id === selectedId);
    const at = selected
      ? [selected.marker.longitude, selected.marker.latitude]
      : area
        ? [area.center.longitude, area.center.latitude]
        : null;
    if (!at) return;
    const next = mapZoomFor(selected !== undefined);
    view.setCenter(fromLonLat(at));
    view.setZoom(next);
    setZoom(next);
  }, [properties, area, selectedId, mapVersion]);

  // Drawing: one interaction at a time; a finished shape replaces the previous one.
  useEffect(() => {
    const m = mapVersion > 0 ? map.current : null;
    if (!m || mode === null) return;
    const interaction = new Draw({
      source: drawn.current,
      type: mode === 'polygon' ? 'Polygon' : 'Circle',
      ...(mode === 'rectangle' ? { geometryFunction: createBox() } : {}),
    });
    interaction.on('drawstart', () => drawn.current.clear());
    interaction.on('drawend', (e) => {
      const geometry = e.feature.getGeometry();
      const shape =
        mode === 'circle'
          ? {
              kind: 'circle' as const,
              center: (geometry as CircleGeometry).getCenter(),
              radius: (geometry as CircleGeometry).getRadius(),
            }
          : { kind: mode, ring: (geometry as Polygon).getCoordinates()[0] ?? [] };
      const next = drawnShapeToTarget(shape);
      setMode(null);
      if (next) callbacks.current.onArea(next);
    });
    draw.current = interaction;
    m.addInteraction(interaction);
    return () => {
      m.removeInteraction(interaction);
      draw.current = null;
    };
  }, [mode, mapVersion]);

  const clear = () => {
    setMode(null);
    drawn.current.clear();
    callbacks.current.onArea(null);
  };

  return (
    <section
      className="nb-map"
      aria-label="Map of nearby properties"
      data-testid="nearby-map"
      data-markers={markerCount}
      data-draw-mode={mode ?? ''}
      data-zoom={zoom ?? ''}
      style={{ ['--nb-map-mobile-height' as string]: `${MAP_MOBILE_HEIGHT_PX}px` }}
    >
      <div className="nb-map__tools" role="toolbar" aria-label="Draw a search area">
        {DRAW_BUTTONS.map((b) => (
          <button
            key={b.mode}
            type="button"
            className="nb-map__tool"
            aria-pressed={mode === b.mode}
            onClick={() => setMode(mode === b.mode ? null : b.mode)}
          >
            {b.label}
          </button>
        ))}
        <button type="button" className="nb-map__tool" onClick={clear}>
          Clear area
        </button>
      </div>
      {mode && (
        <p className="nb-map__hint" role="status">
          {mode === 'polygon'
            ? 'Click each corner of the area; double-click or click the first point to finish.'
            : mode === 'circle'
              ? 'Click the centre, then click the edge of the circle.'
              : 'Click one corner, then the opposite corner.'}
        </p>
      )}
      <div ref={target} className="nb-map__canvas" data-testid="nearby-map-canvas" />
    </section>
  );
};

export default NearbyMap;
