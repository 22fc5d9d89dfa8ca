/**
 * The search index is written by the production build (postBuild crawls the
 * built HTML); `npm start` serves pages it renders in the browser and has no
 * index. There the modal and the search page say so, and how to try the
 * search, instead of asking the reader to check a network that is fine.
 *
 * Callers test `process.env.NODE_ENV !== 'production'` where they use these
 * texts: the bundler writes in its value and drops the dead branch, and with
 * it these texts from the production bundles (behind a constant, they stayed
 * in the main bundle).
 */
import { translate } from '@docusaurus/Translate';

export function devServerNotice() {
  return {
    title: translate({
      id: 'search.devServer.title',
      message: '开发服务器没有搜索索引',
      description: 'Search in `npm start`: why nothing is found',
    }),
    help: translate({
      id: 'search.devServer.help',
      message:
        '索引在 npm run build 构建站点时生成。要在本地试用搜索，请运行 npm run site：它构建两种语言并启动站点。',
      description: 'Search in `npm start`: how to try the search',
    }),
    link: translate({
      id: 'search.devServer.link',
      message: '本地预览说明',
      description: 'Search in `npm start`: link to the local preview guide',
    }),
  };
}
