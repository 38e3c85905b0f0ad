/** Inicio > section > page for the current path (breadcrumbFor from the domain). */
import { Breadcrumb } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { breadcrumbFor, menuCatalogue, toAllowedPath } from '../../../domain/navigation';
import { Icon } from '../../../components/ui/icon';
import { menuTitle } from '../../../lib/text-keys';

/** Entries sharing a path (payments for lessors and suppliers) are told apart by their query. */
function crumbsFor(pathname: string, search: Record<string, unknown>) {
  const path = toAllowedPath(pathname);
  const byQuery = menuCatalogue().find(
    (e) =>
      e.path === path &&
      e.node.query !== undefined &&
      Object.entries(e.node.query).every(([k, v]) => search[k] === v),
  );
  return byQuery ? { section: byQuery.section, page: byQuery.title } : breadcrumbFor(pathname);
}

export function BreadcrumbBar({
  pathname,
  search,
}: {
  pathname: string;
  search: Record<string, unknown>;
}) {
  const { t } = useTranslation(['common', 'menu']);
  const { section, page } = crumbsFor(pathname, search);
  const atHome = !page;
  return (
    <Breadcrumb.Root aria-label={t('common:breadcrumb')} size="md">
      <Breadcrumb.List flexWrap="wrap">
        <Breadcrumb.Item>
          {atHome ? (
            <Breadcrumb.CurrentLink>{t('common:home')}</Breadcrumb.CurrentLink>
          ) : (
            // A 44-px target: the way home from any page, tapped with a gloved finger too.
            <Breadcrumb.Link
              asChild
              color="brand.fg"
              display="inline-flex"
              alignItems="center"
              minH="11"
              minW="11"
            >
              <Link to="/">{t('common:home')}</Link>
            </Breadcrumb.Link>
          )}
        </Breadcrumb.Item>
        {section && (
          <>
            <Breadcrumb.Separator>
              <Icon name="chevronRight" boxSize="4" />
            </Breadcrumb.Separator>
            <Breadcrumb.Item color="gray.700">
              {t(menuTitle(section), { ns: 'menu' })}
            </Breadcrumb.Item>
          </>
        )}
        {page && (
          <>
            <Breadcrumb.Separator>
              <Icon name="chevronRight" boxSize="4" />
            </Breadcrumb.Separator>
            <Breadcrumb.Item>
              <Breadcrumb.CurrentLink fontWeight="semibold">
                {t(menuTitle(page), { ns: 'menu' })}
              </Breadcrumb.CurrentLink>
            </Breadcrumb.Item>
          </>
        )}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
