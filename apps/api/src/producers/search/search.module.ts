import { Module } from '@nestjs/common';
import { ManufacturesModule } from '../../modules/manufactures/manufactures.module';
import { UsersCoreModule } from '../../modules/users/users-core.module';
import { SearchController } from './search.controller';
import { SearchResolver } from './search.resolver';
import { SearchService } from './search.service';

/** The navbar's bookmarks and grouped search: it owns no table; modules register their groups (search-groups.ts). */
@Module({ imports: [ManufacturesModule, UsersCoreModule], controllers: [SearchController], providers: [SearchService, SearchResolver] })
export class SearchModule {}
