<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="first_journey_terrain" tilewidth="32" tileheight="32" tilecount="28" columns="8">
 <image source="first_journey_terrain.png" width="256" height="128"/>
 <tile id="0">
  <properties>
   <property name="kind" value="ground"/>
   <property name="variant" value="0"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="kind" value="ground"/>
   <property name="variant" value="1"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="kind" value="ground"/>
   <property name="variant" value="2"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="kind" value="ground"/>
   <property name="variant" value="3"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="kind" value="ground"/>
   <property name="variant" value="4"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="kind" value="ground"/>
   <property name="variant" value="5"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="kind" value="ground"/>
   <property name="variant" value="6"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="kind" value="ground"/>
   <property name="variant" value="7"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="kind" value="ground"/>
   <property name="variant" value="8"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="kind" value="ground"/>
   <property name="variant" value="9"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="kind" value="ground"/>
   <property name="variant" value="10"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="kind" value="ground"/>
   <property name="variant" value="11"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="kind" value="ground"/>
   <property name="variant" value="12"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="kind" value="ground"/>
   <property name="variant" value="13"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="kind" value="ground"/>
   <property name="variant" value="14"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="kind" value="ground"/>
   <property name="variant" value="15"/>
  </properties>
 </tile>
 <tile id="16">
  <properties>
   <property name="kind" value="wave"/>
   <property name="variant" value="0"/>
  </properties>
 </tile>
 <tile id="17">
  <properties>
   <property name="kind" value="wave"/>
   <property name="variant" value="1"/>
  </properties>
 </tile>
 <tile id="18">
  <properties>
   <property name="kind" value="mountain"/>
   <property name="variant" value="0"/>
  </properties>
 </tile>
 <tile id="19">
  <properties>
   <property name="kind" value="mountain"/>
   <property name="variant" value="1"/>
  </properties>
 </tile>
 <tile id="20">
  <properties>
   <property name="kind" value="hill"/>
   <property name="variant" value="0"/>
  </properties>
 </tile>
 <tile id="21">
  <properties>
   <property name="kind" value="hill"/>
   <property name="variant" value="1"/>
  </properties>
 </tile>
 <tile id="22">
  <properties>
   <property name="kind" value="tree"/>
   <property name="variant" value="0"/>
  </properties>
 </tile>
 <tile id="23">
  <properties>
   <property name="kind" value="tree"/>
   <property name="variant" value="1"/>
  </properties>
 </tile>
 <tile id="24">
  <properties>
   <property name="kind" value="tree"/>
   <property name="variant" value="2"/>
  </properties>
 </tile>
 <tile id="25">
  <properties>
   <property name="kind" value="flower"/>
   <property name="variant" value="0"/>
  </properties>
 </tile>
 <tile id="26">
  <properties>
   <property name="kind" value="flower"/>
   <property name="variant" value="1"/>
  </properties>
 </tile>
 <tile id="27">
  <properties>
   <property name="kind" value="cactus"/>
   <property name="variant" value="0"/>
  </properties>
 </tile>
 <wangsets>
  <wangset name="Coast" type="corner" tile="-1">
   <wangcolor name="Water" color="#3f8fd8" tile="0" probability="1"/>
   <wangcolor name="Land" color="#6fbf3f" tile="15" probability="1"/>
   <wangtile tileid="0" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="1" wangid="0,1,0,1,0,1,0,2"/>
   <wangtile tileid="2" wangid="0,2,0,1,0,1,0,1"/>
   <wangtile tileid="3" wangid="0,2,0,1,0,1,0,2"/>
   <wangtile tileid="4" wangid="0,1,0,1,0,2,0,1"/>
   <wangtile tileid="5" wangid="0,1,0,1,0,2,0,2"/>
   <wangtile tileid="6" wangid="0,2,0,1,0,2,0,1"/>
   <wangtile tileid="7" wangid="0,2,0,1,0,2,0,2"/>
   <wangtile tileid="8" wangid="0,1,0,2,0,1,0,1"/>
   <wangtile tileid="9" wangid="0,1,0,2,0,1,0,2"/>
   <wangtile tileid="10" wangid="0,2,0,2,0,1,0,1"/>
   <wangtile tileid="11" wangid="0,2,0,2,0,1,0,2"/>
   <wangtile tileid="12" wangid="0,1,0,2,0,2,0,1"/>
   <wangtile tileid="13" wangid="0,1,0,2,0,2,0,2"/>
   <wangtile tileid="14" wangid="0,2,0,2,0,2,0,1"/>
   <wangtile tileid="15" wangid="0,2,0,2,0,2,0,2"/>
  </wangset>
 </wangsets>
</tileset>
