import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useCreateCategory } from './api/create-category.ts';
import type { EditorTools } from './editor-tools.ts';
import css from './menu-editor.module.css';

/** A new category, added last on the menu; the field stays ready for the next one. */
export function AddCategoryForm({ tools }: { tools: EditorTools }) {
  const { t } = useLingui();
  const create = useCreateCategory(tools.restaurantId);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending) return;
    const trimmed = name.trim();
    if (trimmed.length < 1 || trimmed.length > 60) {
      setProblem(t`Name the category in 1 to 60 characters.`);
      return;
    }
    setProblem(null);
    create.mutate(trimmed, {
      onSuccess: (c) => {
        setName('');
        const category = c.name;
        tools.announce(t`Added ${category}, last on the menu.`);
      },
      // The server's words as it sent them, in the screen's language.
      onError: (err) => setProblem(err.message),
      // The busy button dropped the focus: back to the field, ready for the next category.
      onSettled: () => requestAnimationFrame(() => document.getElementById(`${id}-name`)?.focus()),
    });
  };
  return (
    <form className={css.addCategory} onSubmit={submit} noValidate>
      <label className="field" htmlFor={`${id}-name`}>
        <Trans>New category</Trans>
        <input
          id={`${id}-name`}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setProblem(null);
          }}
          maxLength={60}
          autoComplete="off"
          placeholder={t`Starters, Biryani, Desserts...`}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
      </label>
      <Button type="submit" variant="outline" busy={create.isPending}>
        <Plus aria-hidden size={18} /> <Trans>Add category</Trans>
      </Button>
      {problem && (
        <p className={`form-problem ${css.addProblem}`} role="alert" id={`${id}-problem`}>
          {problem}
        </p>
      )}
    </form>
  );
}
