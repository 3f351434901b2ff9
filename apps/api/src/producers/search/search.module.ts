import { Module } from '@nestjs/common';
import { SearchController } from './search.controller';
import { SearchResolver } from './search.resolver';
import { SearchService } from './search.service';

/** The navbar's bookmarks and grouped search: it owns no table; modules register their groups (search-groups.ts). */
@Module({ controllers: [SearchController], providers: [SearchService, SearchResolver] })
export class SearchModule {}
