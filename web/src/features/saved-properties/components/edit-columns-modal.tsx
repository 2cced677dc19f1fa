import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useId, useRef, useState } from 'react';
import {
  applyColumnEditor,
  COLUMN_CATEGORIES,
  COLUMN_CATEGORY_TITLE,
  type ColumnSetting,
  closeColumnEditor,
  columnGroupState,
  moveColumn,
  openColumnEditor,
  setColumnGroupVisible,
  setColumnVisible,
  visibleColumnsInOrder,
} from '#core/property/columns.rules';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';

/** The Arrange Fields instruction (001 section 2). */
export const ARRANGE_FIELDS_HINT = 'Click a grip icon on the left, and drag it to arrange the fields.';

const GroupCheckbox = ({
  label,
  state,
  onChange,
}: {
  label: string;
  state: 'all' | 'none' | 'some';
  onChange: (visible: boolean) => void;
}) => {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <label className="sp-check">
      <input
        ref={ref}
        type="checkbox"
        aria-label={label}
        checked={state === 'all'}
        aria-checked={state === 'some' ? 'mixed' : state === 'all'}
        onChange={() => onChange(state !== 'all')}
      />
      <span aria-hidden="true">Select All</span>
    </label>
  );
};

const SelectFields = ({
  draft,
  onChange,
}: {
  draft: readonly ColumnSetting[];
  onChange: (next: ColumnSetting[]) => void;
}) => {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set([COLUMN_CATEGORIES[0]]));
  const baseId = useId();
  return (
    <ul className="sp-groups">
      {COLUMN_CATEGORIES.map((category) => {
        const title = COLUMN_CATEGORY_TITLE[category];
        const fields = draft.filter((s) => s.category === category);
        if (fields.length === 0) return null;
        const expanded = open.has(category);
        const panelId = `${baseId}-${category}`;
        return (
          <li key={category} className="sp-group">
            <div className="sp-group__head">
              <button
                type="button"
                className="sp-group__toggle"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() =>
                  setOpen((prev) => {
                    const next = new Set(prev);
                    if (next.has(category)) next.delete(category);
                    else next.add(category);
                    return next;
                  })
                }
              >
                <span className={`sp-chevron${expanded ? ' is-open' : ''}`} aria-hidden="true" />
                {title}
              </button>
              <GroupCheckbox
                label={`Select all ${title}`}
                state={columnGroupState(draft, category)}
                onChange={(visible) => onChange(setColumnGroupVisible(draft, category, visible))}
              />
            </div>
            {expanded && (
              <ul id={panelId} className="sp-group__fields">
                {fields.map((s) => (
                  <li key={s.id}>
                    <label className="sp-check">
                      <input
                        type="checkbox"
                        checked={s.isVisible}
                        onChange={(e) => onChange(setColumnVisible(draft, s.id, e.target.checked))}
                      />
                      {s.displayName}
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
};

const SortableField = ({
  setting,
  position,
  count,
  onMove,
}: {
  setting: ColumnSetting;
  position: number;
  count: number;
  onMove: (id: number, to: number) => void;
}) => {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: setting.id,
  });
  return (
    <li
      ref={setNodeRef}
      className={`sp-arrange__item${isDragging ? ' is-dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="sp-grip"
        {...attributes}
        {...listeners}
        aria-label={`Drag ${setting.displayName}`}
      >
        <svg viewBox="0 0 10 16" width="10" height="16" aria-hidden="true">
          <g fill="currentColor">
            <circle cx="2" cy="3" r="1.5" />
            <circle cx="8" cy="3" r="1.5" />
            <circle cx="2" cy="8" r="1.5" />
            <circle cx="8" cy="8" r="1.5" />
            <circle cx="2" cy="13" r="1.5" />
            <circle cx="8" cy="13" r="1.5" />
          </g>
        </svg>
      </button>
      <span className="sp-arrange__name">{setting.displayName}</span>
      <span className="sp-arrange__moves">
        <button
          type="button"
          className="sp-icon-btn"
          aria-label={`Move ${setting.displayName} up`}
          disabled={position <= 1}
          onClick={() => onMove(setting.id, position - 1)}
        >
          ↑
        </button>
        <button
          type="button"
          className="sp-icon-btn"
          aria-label={`Move ${setting.displayName} down`}
          disabled={position >= count}
          onClick={() => onMove(setting.id, position + 1)}
        >
          ↓
        </button>
      </span>
    </li>
  );
};

const ArrangeFields = ({
  draft,
  onChange,
}: {
  draft: readonly ColumnSetting[];
  onChange: (next: ColumnSetting[]) => void;
}) => {
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const visible = visibleColumnsInOrder(draft);
  const move = (id: number, to: number) => onChange(moveColumn(draft, id, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const to = visible.findIndex((s) => s.id === over.id);
    if (to !== -1) move(Number(active.id), to + 1);
  };
  return (
    <>
      <p className="sp-muted">{ARRANGE_FIELDS_HINT}</p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: {
            draggable:
              'To pick up a field, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel.',
          },
        }}
      >
        <SortableContext items={visible.map((s) => s.id)} strategy={verticalListSortingStrategy}>
          <ol className="sp-arrange" aria-label="Visible fields in order">
            {visible.map((s, i) => (
              <SortableField key={s.id} setting={s} position={i + 1} count={visible.length} onMove={move} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </>
  );
};

/**
 * The Edit Columns modal (001 sections 2 and 4): the Select Fields tab (the ten groups, each expandable,
 * with a tri-state Select All and a checkbox per field) and the Arrange Fields tab (drag the visible
 * fields by their grip, or move them with the keyboard), a 'Save as default' checkbox, Close (the applied
 * settings stay) and Apply (the draft becomes the settings; with 'Save as default' it is also saved).
 */
export const EditColumnsModal = ({
  applied,
  onClose,
  onApply,
}: {
  applied: readonly ColumnSetting[];
  onClose: (restored: ColumnSetting[]) => void;
  onApply: (settings: ColumnSetting[], saveAsDefault: { id: number; sortOrder: number | null }[] | null) => void;
}) => {
  const [editor, setEditor] = useState(() => openColumnEditor(applied));
  const [tab, setTab] = useState<'select' | 'arrange'>('select');
  const [saveAsDefault, setSaveAsDefault] = useState(false);
  const baseId = useId();
  const setDraft = (draft: ColumnSetting[]) => setEditor((e) => ({ ...e, draft }));
  const close = () => onClose(closeColumnEditor(editor));
  const visibleCount = editor.draft.filter((s) => s.isVisible).length;
  const tabs = [
    { id: 'select', label: 'Select Fields' },
    { id: 'arrange', label: 'Arrange Fields' },
  ] as const;
  return (
    <Modal title="Edit Columns" onClose={close} testId="edit-columns-modal">
      <div className="sp-tabs" role="tablist" aria-label="Edit Columns">
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`${baseId}-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`${baseId}-panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            className={`sp-tab${tab === t.id ? ' is-active' : ''}`}
            onClick={() => setTab(t.id)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') setTab(tab === 'select' ? 'arrange' : 'select');
            }}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        className="sp-tabpanel"
        role="tabpanel"
        id={`${baseId}-panel-${tab}`}
        aria-labelledby={`${baseId}-tab-${tab}`}
      >
        {tab === 'select' ? (
          <SelectFields draft={editor.draft} onChange={setDraft} />
        ) : (
          <ArrangeFields draft={editor.draft} onChange={setDraft} />
        )}
      </div>
      <label className="sp-check sp-save-default">
        <input type="checkbox" checked={saveAsDefault} onChange={(e) => setSaveAsDefault(e.target.checked)} />
        Save as default
      </label>
      <div className="sp-modal-actions">
        <Button variant="secondary" onClick={close}>
          Close
        </Button>
        <Button
          disabled={visibleCount === 0}
          title={visibleCount === 0 ? 'Choose at least one field' : undefined}
          onClick={() => {
            const { settings, body } = applyColumnEditor(editor);
            onApply(settings, saveAsDefault ? body : null);
          }}
        >
          Apply
        </Button>
      </div>
    </Modal>
  );
};
