import { Module } from '@nestjs/common';
import { ManufacturesModule } from '../manufactures/manufactures.module';
import { UsersCoreModule } from '../users/users-core.module';
import { SearchController } from './search.controller';
import { SearchRepository } from './search.repository';
import { SearchService } from './search.service';

@Module({ imports: [ManufacturesModule, UsersCoreModule], controllers: [SearchController], providers: [SearchRepository, SearchService] })
export class SearchModule {}
