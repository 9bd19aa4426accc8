import { buttonClassName, EmptyState } from '@arte-gospel/ui';
import { Link, useRoute } from 'wouter';
import { paths } from '../../../config/paths';
import type { RemoveBackground } from '../../../lib/background-remover/remove-lazily';
import { TOOL_CATEGORIES, TOOLS, type Tool, toolCategory } from '../lib/tools-catalogue';
import { BackgroundRemoverPanel } from './background-remover-panel';
import * as styles from './tools-page.css';

function ToolCard({ tool }: { tool: Tool }) {
  const internal = tool.href.startsWith('#');
  return (
    <li>
      <article className={styles.toolCard}>
        <h2 className={styles.toolName}>{tool.name}</h2>
        <p className={styles.toolText}>{tool.description}</p>
        {internal ? (
          <a className={buttonClassName({ tone: 'secondary', size: 'sm' })} href={tool.href}>
            {tool.action}
          </a>
        ) : (
          <Link className={buttonClassName({ tone: 'secondary', size: 'sm' })} href={tool.href}>
            {tool.action}
          </Link>
        )}
      </article>
    </li>
  );
}

export interface ToolsPageProps {
  /** The background remover (stories pass a stand-in); default: the real one. */
  remove?: RemoveBackground;
}

/** /ferramentas and /ferramentas/categoria/{slug}: the tools, the background remover first. */
export function ToolsPage({ remove }: ToolsPageProps) {
  const [inCategory, params] = useRoute<{ slug: string }>(paths.toolCategory.path);
  const slug = inCategory ? params.slug : undefined;
  const category = toolCategory(slug);
  if (slug !== undefined && !category) {
    return (
      <main className={styles.page}>
        <EmptyState
          title="Categoria não encontrada"
          description="Esta categoria de ferramentas não existe. Veja todas as ferramentas."
          actions={
            <Link className={buttonClassName()} href={paths.tools.href()}>
              Ver ferramentas
            </Link>
          }
        />
      </main>
    );
  }
  const tools = category ? TOOLS.filter((tool) => tool.category === category.slug) : TOOLS;
  const withRemover = tools.some((tool) => tool.id === 'background-remover');
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Ferramentas</p>
        <h1 className={styles.title}>{category ? category.name : 'Ferramentas'}</h1>
        <p className={styles.lead}>
          {category
            ? category.description
            : 'Recursos gratuitos para preparar as imagens e as artes da sua igreja.'}
        </p>
        <nav aria-label="Categorias de ferramentas" className={styles.categories}>
          <Link
            className={styles.categoryLink}
            href={paths.tools.href()}
            aria-current={category ? undefined : 'page'}
          >
            Todas
          </Link>
          {TOOL_CATEGORIES.map((item) => (
            <Link
              key={item.slug}
              className={styles.categoryLink}
              href={paths.toolCategory.href(item.slug)}
              aria-current={item.slug === category?.slug ? 'page' : undefined}
            >
              {item.name}
            </Link>
          ))}
        </nav>
      </header>
      <ul className={styles.toolList} aria-label="Ferramentas disponíveis">
        {tools.map((tool) => (
          <ToolCard key={tool.id} tool={tool} />
        ))}
      </ul>
      {withRemover && <BackgroundRemoverPanel {...(remove ? { remove } : {})} />}
    </main>
  );
}
